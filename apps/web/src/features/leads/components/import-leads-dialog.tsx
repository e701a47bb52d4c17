import { useId, useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { leadImportInput, type LeadImportInput, type LeadImportResult } from '@maple/shared/schemas/lead-import';
import { FormDialog } from '@/components/form-dialog';
import { useServerForm } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useImportLeads } from '../api/lead-queries';
import { ImportPreview } from './import-preview';

const m = leadManagementMessages.import;
const resolver = zodResolver(leadImportInput);
const empty: LeadImportInput = { csv: '' };

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
  const preview = useImportLeads();
  const importing = useImportLeads();
  const [previewError, setPreviewError] = useState<string | null>(null);
  const form = useServerForm({
    resolver,
    defaultValues: empty,
    submit: ({ csv }: LeadImportInput) => importing.mutateAsync({ csv, dryRun: false }),
    messages: { saved: (result) => fillMessage(m.imported, { count: result.imported }), failed: m.failed },
    onSaved: onClose,
  });
  const csv = form.watch('csv');
  const shown: LeadImportResult | undefined = preview.data;
  const error = form.fieldError('csv') ?? previewError ?? undefined;

  // A new file: its text is the form's value, and the server previews it (writing nothing).
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    preview.reset();
    setPreviewError(null);
    const text = file ? await file.text() : '';
    form.setValue('csv', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    if (text) preview.mutate({ csv: text, dryRun: true }, { onError: (err) => setPreviewError(isApiError(err) ? err.message : m.failed) });
  };

  return (
    <FormDialog
      form={form}
      title={m.title}
      description={m.intro}
      onClose={onClose}
      submitLabel={shown ? fillMessage(m.confirm, { count: shown.ready }) : m.button}
      busyLabel={m.importing}
      cancelLabel={leadManagementMessages.cancel}
      // Nothing to import until the preview found ready rows (a missing file is the schema's to say).
      submitDisabled={csv !== '' && (!shown || shown.ready === 0)}
      className="max-h-[92vh] max-w-2xl overflow-y-auto"
    >
      <FormField id={fieldId} label={m.file} error={error}>
        <Input id={fieldId} type="file" accept=".csv,text/csv" onChange={choose} {...fieldAria(fieldId, { error: !!error })} />
      </FormField>
      {preview.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {m.previewing}
        </p>
      ) : null}
      {shown ? <ImportPreview result={shown} /> : null}
    </FormDialog>
  );
}
