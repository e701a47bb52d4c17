import { useId, useState } from 'react';
import { Upload } from 'lucide-react';
import { bookMessages } from '@maple/shared/messages/book';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useImportBook } from '../api/book-queries';
import type { LeadAudience } from '../api/lead-queries';
import { useCsvImport } from '../hooks/use-csv-import';

const m = bookMessages.import;

/**
 * Book › Import CSV (issue 40 §3): the chosen file is previewed by the server (nothing written), each
 * refused row listed with its problems by column; "Import N mortgages" writes the ready rows, in one
 * transaction, with the express consents they carry. Each opening starts with no file.
 */
export function BookImportDialog({ audience }: { audience: LeadAudience }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {bookMessages.importCsv}
      </Button>
      {open ? <BookImportForm audience={audience} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function BookImportForm({ audience, onClose }: { audience: LeadAudience; onClose: () => void }) {
  const id = useId();
  const fieldId = `${id}-file`;
  const { form, choose, shown, previewing, error, submitDisabled } = useCsvImport({
    preview: useImportBook(audience),
    importing: useImportBook(audience),
    saved: (result) => m.imported(result.imported),
    failed: m.failed,
    onClose,
  });

  return (
    <FormDialog
      form={form}
      title={m.title}
      description={m.intro}
      onClose={onClose}
      submitLabel={shown ? m.run(shown.ready) : m.preview}
      busyLabel={m.importing}
      cancelLabel={bookMessages.cancel}
      submitDisabled={submitDisabled}
      className="max-h-[92vh] max-w-2xl overflow-y-auto"
    >
      <FormField id={fieldId} label={m.file} error={error}>
        <Input id={fieldId} type="file" accept=".csv,text/csv" onChange={choose} {...fieldAria(fieldId, { error: !!error })} />
      </FormField>
      {previewing ? (
        <p role="status" className="text-sm text-muted-foreground">
          {bookMessages.previewing}
        </p>
      ) : null}
      {shown ? (
        <section aria-label={m.problems} className="flex min-w-0 flex-col gap-2">
          <p role="status" className="text-sm">
            {m.summary(shown.ready, shown.invalid)}
          </p>
          {shown.invalid > 0 ? (
            <div className="max-h-72 overflow-auto rounded-lg border">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-2 py-1.5 font-medium">{m.line}</th>
                    <th scope="col" className="px-2 py-1.5 font-medium">{bookMessages.client}</th>
                    <th scope="col" className="px-2 py-1.5 font-medium">{m.problems}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.rows
                    .filter((row) => row.status === 'error')
                    .map((row) => (
                      <tr key={row.line} className="border-t align-top">
                        <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
                        <td className="max-w-[14rem] px-2 py-1.5 [overflow-wrap:anywhere]">
                          <span className="block font-medium">{row.clientName || '—'}</span>
                          <span className="block text-muted-foreground">{row.clientEmail}</span>
                        </td>
                        <td className="px-2 py-1.5 text-destructive [overflow-wrap:anywhere]">
                          {Object.entries(row.problems).map(([column, problem]) => (
                            <span key={column} className="block text-xs">
                              {column}: {problem}
                            </span>
                          ))}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </FormDialog>
  );
}
