import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Upload } from 'lucide-react';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { LeadImportResult } from '@maple/shared/schemas/lead-import';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useImportLeads } from '../api/lead-queries';

const m = leadManagementMessages.import;
const statusClass = { ok: 'text-emerald-700', duplicate: 'text-amber-700', error: 'text-destructive' } as const;

/**
 * Console › Leads › Import CSV: the chosen file is read in the browser and previewed by the server
 * (nothing written); only "Import N leads" writes, and only the rows the preview marked ready.
 */
export function ImportLeadsDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<LeadImportResult | null>(null);
  const run = useImportLeads();

  const reset = () => {
    setCsv(null);
    setPreview(null);
    setFileError(null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setFileError(null);
    if (!file) return setCsv(null);
    const text = await file.text();
    setCsv(text);
    run.mutate(
      { csv: text, dryRun: true },
      {
        onSuccess: setPreview,
        onError: (error) => setFileError(isApiError(error) ? error.message : m.failed),
      },
    );
  };

  const confirm = () => {
    if (!csv) return setFileError(m.csvRequired);
    run.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          toast.success(fillMessage(m.imported, { count: result.imported }));
          reset();
          setOpen(false);
        },
        onError: (error) => toast.error(m.failed, isApiError(error) ? { description: error.message } : undefined),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Upload aria-hidden="true" />
          {m.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{m.title}</DialogTitle>
        <DialogDescription>{m.intro}</DialogDescription>
        <FormField id={`${id}-file`} label={m.file} error={fileError ?? undefined}>
          <Input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={choose} {...fieldAria(`${id}-file`, { error: !!fileError })} />
        </FormField>
        {run.isPending && !preview ? (
          <p role="status" className="text-sm text-muted-foreground">
            {m.previewing}
          </p>
        ) : null}
        {preview ? (
          <section aria-labelledby={`${id}-preview`} className="flex min-w-0 flex-col gap-2">
            <h3 id={`${id}-preview`} className="text-sm font-semibold">
              {m.preview}
            </h3>
            <p role="status" className="text-sm">
              {fillMessage(m.summary, { ready: preview.ready, duplicates: preview.duplicates, invalid: preview.invalid })}
            </p>
            <div className="max-h-72 overflow-auto rounded-lg border">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-2 py-1.5 font-medium">{m.line}</th>
                    <th scope="col" className="px-2 py-1.5 font-medium">{leadManagementMessages.columns.client}</th>
                    <th scope="col" className="px-2 py-1.5 font-medium">{m.problems}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={row.line} className="border-t align-top">
                      <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
                      <td className="max-w-[14rem] px-2 py-1.5 break-words">
                        <span className="block font-medium">{row.clientName || '—'}</span>
                        <span className="block break-all text-muted-foreground">{row.clientEmail}</span>
                      </td>
                      <td className="px-2 py-1.5">
                        <span className={`font-medium ${statusClass[row.status]}`}>{m.statuses[row.status]}</span>
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
            <div className="flex justify-end">
              <Button type="button" onClick={confirm} disabled={preview.ready === 0 || run.isPending}>
                {run.isPending ? m.importing : fillMessage(m.confirm, { count: preview.ready })}
              </Button>
            </div>
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
