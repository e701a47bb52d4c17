import { useId, useState } from 'react';
import { Upload } from 'lucide-react';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useImportLeads } from '../api/lead-queries';
import { useCsvImport } from '../hooks/use-csv-import';
import { ImportPreview } from './import-preview';

const m = leadManagementMessages.import;

/**
 * Console › Leads › Import CSV: the chosen file is read in the browser and previewed by the server
 * (nothing written); only "Import N leads" writes, and only the rows the preview marked ready.
 * Each opening starts with no file.
 */
export function ImportLeadsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {m.button}
      </Button>
      {open ? <ImportLeadsForm onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ImportLeadsForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const fieldId = `${id}-file`;
  const { form, choose, shown, previewing, error, submitDisabled } = useCsvImport({
    preview: useImportLeads(),
    importing: useImportLeads(),
    saved: (result) => fillMessage(m.imported, { count: result.imported }),
    failed: m.failed,
    onClose,
  });

  return (
    <FormDialog
      form={form}
      title={m.title}
      description={m.intro}
      onClose={onClose}
      submitLabel={shown ? fillMessage(m.confirm, { count: shown.ready }) : m.button}
      busyLabel={m.importing}
      cancelLabel={leadManagementMessages.cancel}
      submitDisabled={submitDisabled}
      className="max-h-[92vh] max-w-2xl overflow-y-auto"
    >
      <FormField id={fieldId} label={m.file} error={error}>
        <Input id={fieldId} type="file" accept=".csv,text/csv" onChange={choose} {...fieldAria(fieldId, { error: !!error })} />
      </FormField>
      {previewing ? (
        <p role="status" className="text-sm text-muted-foreground">
          {m.previewing}
        </p>
      ) : null}
      {shown ? <ImportPreview result={shown} /> : null}
    </FormDialog>
  );
}
