import { useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { leadImportInput, type LeadImportInput } from '@maple/shared/schemas/lead-import';
import { useServerForm } from '@/components/form/use-server-form';
import { isApiError } from '@/lib/api-client';

type ImportCall = { csv: string; dryRun: boolean };
type ImportMutation<Result> = UseMutationResult<Result, Error, ImportCall>;

const resolver = zodResolver(leadImportInput);
const empty: LeadImportInput = { csv: '' };

/**
 * The CSV import dialogs' flow (leads and the book): the chosen file is read in the browser and
 * previewed by the server with `dryRun` (nothing written); only the submit writes, and only once the
 * preview found ready rows. `preview` and `importing` are two instances of the same mutation, so the
 * preview stays on screen while the import runs.
 */
export function useCsvImport<Result extends { ready: number; imported: number }>({
  preview,
  importing,
  saved,
  failed,
  onClose,
}: {
  preview: ImportMutation<Result>;
  importing: ImportMutation<Result>;
  saved: (result: Result) => string;
  failed: string;
  onClose: () => void;
}) {
  const [previewError, setPreviewError] = useState<string | null>(null);
  const form = useServerForm({
    resolver,
    defaultValues: empty,
    submit: ({ csv }: LeadImportInput) => importing.mutateAsync({ csv, dryRun: false }),
    messages: { saved, failed },
    onSaved: onClose,
  });
  const csv = form.watch('csv');
  const shown = preview.data;

  // A new file: its text is the form's value, and the server previews it (writing nothing).
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    preview.reset();
    setPreviewError(null);
    const text = file ? await file.text() : '';
    form.setValue('csv', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    if (text) preview.mutate({ csv: text, dryRun: true }, { onError: (err) => setPreviewError(isApiError(err) ? err.message : failed) });
  };

  return {
    form,
    choose,
    shown,
    previewing: preview.isPending,
    error: form.fieldError('csv') ?? previewError ?? undefined,
    // Nothing to import until the preview found ready rows (a missing file is the schema's to say).
    submitDisabled: csv !== '' && (!shown || shown.ready === 0),
  };
}
