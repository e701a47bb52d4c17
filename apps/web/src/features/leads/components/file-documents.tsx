import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Check, Download, FilePlus2, MessageSquareWarning, Trash2 } from 'lucide-react';
import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { fileDocumentsMessages as d } from '@maple/shared/messages/file-documents';
import { formMessages } from '@maple/shared/messages/forms';
import { addDocumentItemInput, removeDocumentItemInput, reviewDocumentItemInput, type FileDocumentItem } from '@maple/shared/schemas/file-documents';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { documentDownloadHref, useAddDocumentItem, useFileDocuments, useRemoveDocumentItem, useReviewDocumentItem } from '../api/file-document-queries';
import type { LeadAudience } from '../api/lead-queries';
import { documentApplicants, documentItemLabel } from '../file-document-view';

/** The server's reason for a refusal (409: closed, nothing to accept, already removed), else the feature's words. */
const refusal = (error: unknown, fallback: string) => (isApiError(error) && error.status === 409 ? error.message : fallback);

/**
 * The file's documents in the lead drawer (issue 39 §5, §11, decision 099): each item with its status
 * in words, the borrower's files to download, Accept, Needs attention with what to fix (an inline
 * form: the reason is what the borrower reads), the agent's own items added with a label, whom they
 * are about and a note, and Remove with a note behind a question. The removed ones stay listed apart.
 */
export function FileDocuments({ file, audience }: { file: MortgageFile; audience: LeadAudience }) {
  const query = useFileDocuments(audience, file.leadId, file.id);
  const open = file.closedAt === null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-navy-900">{d.staff.section}</h4>
      <p className="text-xs text-muted-foreground">{d.staff.intro}</p>
      <QueryStates query={query} messages={{ loading: d.staff.loading, loadFailed: d.staff.loadFailed }} className="min-h-16">
        {({ items }) => {
          const listed = items.filter((item) => item.removed === null);
          const removed = items.filter((item) => item.removed !== null);
          return (
            <>
              {listed.length === 0 ? (
                <p className="text-sm text-muted-foreground">{d.staff.empty}</p>
              ) : (
                <ul aria-label={d.staff.section} className="flex flex-col gap-2">
                  {listed.map((item) => (
                    <DocumentRow key={item.id} item={item} file={file} audience={audience} open={open} />
                  ))}
                </ul>
              )}
              {open ? <AddDocumentForm file={file} audience={audience} applicants={documentApplicants(items)} /> : null}
              {removed.length > 0 ? (
                <details className="text-sm">
                  <summary className="cursor-pointer font-medium">
                    {d.staff.removedTitle} ({removed.length})
                  </summary>
                  <ul className="flex flex-col gap-1 pt-2">
                    {removed.map((item) => (
                      <li key={item.id} className="text-muted-foreground">
                        <span className="font-medium text-foreground">{documentItemLabel(item)}</span> · {d.staff.removedOn(formatDate(item.removed!.at), item.removed!.note)}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}

function DocumentRow({ item, file, audience, open }: { item: FileDocumentItem; file: MortgageFile; audience: LeadAudience; open: boolean }) {
  const label = documentItemLabel(item);
  const review = useReviewDocumentItem(audience, file.leadId, file.id);
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const attentionButton = useRef<HTMLButtonElement>(null);

  const onAccept = async () => {
    try {
      await review.mutateAsync({ itemId: item.id, body: { status: 'accepted' } });
    } catch (error) {
      toast.error(refusal(error, d.staff.acceptFailed));
      return;
    }
    toast.success(d.staff.accepted);
  };

  return (
    <li className="flex flex-col gap-1.5 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{label}</span>
        <span className="rounded-full border px-2 py-0.5 text-xs font-semibold">{d.staff.status(d.statuses[item.status])}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        {item.applicantId === null ? t.documents.forFile : t.documents.forApplicant(item.applicantName ?? '')}
        {item.origin === 'agent' ? ` · ${d.staff.yourRequest}` : ''}
      </p>
      {item.note ? <p className="text-xs [overflow-wrap:anywhere]">{item.note}</p> : null}
      {!item.asked ? <p className="text-xs text-muted-foreground">{d.staff.notAsked}</p> : null}
      {item.status === 'needs_attention' && item.attentionReason ? (
        <p className="text-xs [overflow-wrap:anywhere]">
          <span className="font-semibold">{d.staff.attention}</span> {item.attentionReason}
        </p>
      ) : null}
      {item.files.length === 0 ? (
        <p className="text-xs text-muted-foreground">{d.staff.noFiles}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {item.files.map((stored) => (
            <li key={stored.id} className="flex flex-wrap items-center gap-x-2 text-xs">
              <a
                className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 [overflow-wrap:anywhere]"
                href={documentDownloadHref(audience, file.leadId, file.id, item.id, stored.id)}
                aria-label={d.staff.download(stored.name)}
                download
              >
                <Download aria-hidden="true" className="size-3.5" />
                {stored.name}
              </a>
              <span className="text-muted-foreground">{d.staff.uploadedOn(formatDate(stored.uploadedAt), stored.uploadedBy)}</span>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {item.files.length > 0 && item.status !== 'accepted' ? (
            <Button size="sm" variant="outline" aria-label={d.staff.acceptItem(label)} disabled={review.isPending} onClick={() => void onAccept()}>
              <Check aria-hidden="true" />
              {d.staff.accept}
            </Button>
          ) : null}
          {!asking ? (
            <Button ref={attentionButton} size="sm" variant="outline" aria-label={d.staff.needsAttentionFor(label)} aria-expanded={false} onClick={() => setAsking(true)}>
              <MessageSquareWarning aria-hidden="true" />
              {d.staff.needsAttention}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" aria-label={d.staff.removeItem(label)} aria-haspopup="dialog" onClick={() => setRemoving(true)}>
            <Trash2 aria-hidden="true" />
            {d.staff.remove}
          </Button>
        </div>
      ) : null}
      {asking ? (
        <AttentionForm
          item={item}
          label={label}
          file={file}
          audience={audience}
          onDone={() => {
            setAsking(false);
            // The form is gone: focus returns to the button that opened it.
            requestAnimationFrame(() => attentionButton.current?.focus());
          }}
        />
      ) : null}
      <RemoveDocument item={item} label={label} file={file} audience={audience} open={removing} onOpenChange={setRemoving} />
    </li>
  );
}

type AttentionValues = { reason: string };
const attentionResolver = mappedResolver(reviewDocumentItemInput, (values: AttentionValues) => ({ status: 'needs_attention', reason: values.reason }));

function AttentionForm({ item, label, file, audience, onDone }: { item: FileDocumentItem; label: string; file: MortgageFile; audience: LeadAudience; onDone: () => void }) {
  const id = useId();
  const review = useReviewDocumentItem(audience, file.leadId, file.id);
  const form = useServerForm({
    resolver: attentionResolver,
    defaultValues: { reason: item.attentionReason ?? '' },
    submit: (body) => review.mutateAsync({ itemId: item.id, body }),
    messages: { saved: d.staff.attentionSaved, failed: d.staff.attentionFailed },
    onSaved: onDone,
  });
  const reasonId = `${id}-reason`;
  const error = form.fieldError('reason');
  return (
    <form noValidate aria-label={d.staff.needsAttentionFor(label)} className="flex flex-col gap-2 rounded-md bg-muted/50 p-2" onSubmit={form.onSubmit}>
      <FormField id={reasonId} label={d.staff.reason} error={error}>
        <Textarea id={reasonId} rows={2} autoFocus maxLength={2000} className="min-h-16" aria-required="true" {...fieldAria(reasonId, { error: !!error })} {...form.register('reason')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" busy={form.busy} busyLabel={d.staff.sendingReason}>
          {d.staff.sendReason}
        </SubmitButton>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {d.staff.cancel}
        </Button>
      </div>
    </form>
  );
}

function RemoveDocument({ item, label, file, audience, open, onOpenChange }: { item: FileDocumentItem; label: string; file: MortgageFile; audience: LeadAudience; open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const remove = useRemoveDocumentItem(audience, file.leadId, file.id);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onConfirm = async () => {
    const parsed = removeDocumentItemInput.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await remove.mutateAsync({ itemId: item.id, body: parsed.data });
    } catch (failure) {
      toast.error(refusal(failure, d.staff.removeFailed));
      return;
    }
    toast.success(d.staff.removed);
    setNote('');
    onOpenChange(false);
  };
  const noteId = `${id}-note`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
      title={d.staff.removeItem(label)}
      description={d.staff.removeConfirm(label)}
      confirmLabel={d.staff.remove}
      cancelLabel={formMessages.cancel}
      busy={remove.isPending}
      onConfirm={() => void onConfirm()}
    >
      <FormField id={noteId} label={d.staff.removeNote} error={error}>
        <Textarea id={noteId} rows={2} maxLength={2000} aria-required="true" value={note} onChange={(event) => setNote(event.target.value)} {...fieldAria(noteId, { error: !!error })} />
      </FormField>
    </ConfirmDialog>
  );
}

type AddValues = { label: string; applicantId: string; note: string };
const addResolver = mappedResolver(addDocumentItemInput, (values: AddValues) => ({ label: values.label, applicantId: values.applicantId || null, note: values.note }));

function AddDocumentForm({ file, audience, applicants }: { file: MortgageFile; audience: LeadAudience; applicants: { id: string; name: string }[] }) {
  const id = useId();
  const add = useAddDocumentItem(audience, file.leadId, file.id);
  const form = useServerForm({
    resolver: addResolver,
    defaultValues: { label: '', applicantId: '', note: '' },
    submit: (body) => add.mutateAsync(body),
    messages: { saved: d.staff.added, failed: d.staff.addFailed },
    resetTo: 'empty',
  });
  const ids = { label: `${id}-label`, applicant: `${id}-applicant`, note: `${id}-note` };
  const labelError = form.fieldError('label');
  const applicantError = form.fieldError('applicantId');
  const noteError = form.fieldError('note');
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1.5 font-medium">
        <FilePlus2 aria-hidden="true" className="size-4" />
        {d.staff.add}
      </summary>
      <form noValidate aria-label={d.staff.addTitle} className="flex flex-col gap-3 pt-3" onSubmit={form.onSubmit}>
        <FormField id={ids.label} label={d.staff.label} error={labelError}>
          <Input id={ids.label} maxLength={200} aria-required="true" {...fieldAria(ids.label, { error: !!labelError })} {...form.register('label')} />
        </FormField>
        <FormField id={ids.applicant} label={d.staff.applicant} error={applicantError}>
          <NativeSelect id={ids.applicant} {...fieldAria(ids.applicant, { error: !!applicantError })} {...form.register('applicantId')}>
            <option value="">{d.staff.forFile}</option>
            {applicants.map((applicant) => (
              <option key={applicant.id} value={applicant.id}>
                {applicant.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={ids.note} label={d.staff.note} error={noteError}>
          <Textarea id={ids.note} rows={2} maxLength={2000} className="min-h-16" aria-required="true" {...fieldAria(ids.note, { error: !!noteError })} {...form.register('note')} />
        </FormField>
        <SubmitButton size="sm" className="self-start" busy={form.busy} busyLabel={d.staff.adding}>
          {d.staff.add}
        </SubmitButton>
      </form>
    </details>
  );
}
