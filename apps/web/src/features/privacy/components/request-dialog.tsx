import { useState } from 'react';
import { toast } from 'sonner';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import {
  privacyRequestStatuses,
  updatePrivacyRequestInput,
  type ErasureResult,
  type PrivacyRequest,
  type PrivacyRequestStatus,
  type UpdatePrivacyRequestInput,
} from '@maple/shared/schemas/privacy';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { useDialogGuard } from '@/components/unsaved-changes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formatShortDate } from '@/lib/format-date';
import { privacyLinks, useErasePersonalData, useUpdatePrivacyRequest } from '../api/privacy-queries';
import { personLabel } from './request-row';

type StatusValues = { status: PrivacyRequestStatus; notes: string };
const statusResolver = mappedResolver<StatusValues, UpdatePrivacyRequestInput>(updatePrivacyRequestInput, (v) => v);

/** Named as the body names them (`corrections.email`), so the server's messages find their inputs. */
type CorrectionValues = { corrections: { name: string; email: string; phone: string } };
/** Only the details typed are corrected; a blank one stays as it is. */
const toCorrections = ({ corrections }: CorrectionValues) => ({
  corrections: Object.fromEntries(Object.entries(corrections).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()])),
});
const correctionResolver = mappedResolver<CorrectionValues, UpdatePrivacyRequestInput>(updatePrivacyRequestInput, toCorrections);
const correctionFields = ['name', 'email', 'phone'] as const;

/**
 * One request: its status and notes, the export, the correction of the leads, and for an erasure
 * request the erasure and what it did. Closing with either form's edits unsaved asks first.
 */
export function RequestDialog({ request, onClose }: { request: PrivacyRequest; onClose: () => void }) {
  const update = useUpdatePrivacyRequest();
  const erase = useErasePersonalData();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ErasureResult | null>(request.erasure);
  const { register, busy, dirty, onSubmit } = useServerForm({
    resolver: statusResolver,
    defaultValues: { status: request.status, notes: request.notes ?? '' },
    submit: (input: UpdatePrivacyRequestInput) => update.mutateAsync({ id: request.id, input }),
    messages: { saved: m.saved, failed: m.saveFailed },
    onSaved: onClose,
  });
  // The status and notes are this dialog's own form; the correction form reports through guard.Scope.
  const guard = useDialogGuard(onClose, dirty);
  const confirmErase = () =>
    erase.mutate(request.id, {
      onSuccess: (answer) => {
        setConfirming(false);
        setResult(answer);
        toast.success(m.erased);
      },
      onError: () => {
        setConfirming(false);
        toast.error(m.eraseFailed);
      },
    });

  return (
    <Dialog open onOpenChange={(open) => !open && guard.requestClose()}>
      {guard.confirm}
      <DialogContent className="max-w-2xl [overflow-wrap:anywhere]" aria-describedby={undefined} closeLabel={m.close}>
        <guard.Scope>
          <DialogTitle>
            {m.kinds[request.kind]}: {personLabel(request)}
          </DialogTitle>
          <p className="text-sm text-muted-foreground">
            {m.receivedAt} {formatShortDate(request.receivedAt)} · {m.dueAt} {formatShortDate(request.dueAt)}
            {request.overdue ? <strong className="ml-2 text-destructive">{m.overdue}</strong> : null}
          </p>

          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
            <FormField id="request-status" label={m.status}>
              <NativeSelect id="request-status" {...register('status')}>
                {privacyRequestStatuses.map((s) => (
                  <option key={s} value={s}>
                    {m.statuses[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="request-notes" label={m.notes} optional>
              <Textarea id="request-notes" maxLength={5000} {...register('notes')} />
            </FormField>
            <div className="flex justify-end">
              <Button type="submit" disabled={busy}>
                {busy ? m.saving : m.save}
              </Button>
            </div>
          </form>

          {!request.erased && !result ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={privacyLinks.exportJson(request.id)}>{m.exportJson}</a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={privacyLinks.exportHtml(request.id)} target="_blank" rel="noopener">
                  {m.exportHtml}
                </a>
              </Button>
            </div>
          ) : null}

          {request.kind === 'correction' && !request.erased ? <CorrectionForm request={request} /> : null}

          {request.kind === 'erasure' && !result ? (
            <div>
              <Button variant="outline" className="border-destructive text-destructive" onClick={() => setConfirming(true)}>
                {m.erase}
              </Button>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={m.confirmEraseTitle}
                description={m.confirmEraseText}
                confirmLabel={erase.isPending ? m.erasing : m.erase}
                cancelLabel={m.cancel}
                busy={erase.isPending}
                onConfirm={confirmErase}
              />
            </div>
          ) : null}
          {result ? <ErasureSummary result={result} /> : null}
        </guard.Scope>
      </DialogContent>
    </Dialog>
  );
}

/** What an erasure did, per kind, and what the brokerage still has to act on (holds, receivers). */
function ErasureSummary({ result }: { result: ErasureResult }) {
  return (
    <section aria-labelledby="erasure-result" className="flex flex-col gap-2 rounded-md border p-3">
      <h3 id="erasure-result" className="font-semibold">
        {m.erasureResult}
      </h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {Object.entries(result.erased).map(([kind, count]) => (
          <div key={kind} className="contents">
            <dt>{m.erasedKinds[kind] ?? kind}</dt>
            <dd className="text-right tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      <h4 className="text-sm font-semibold">{m.keptUnderHold}</h4>
      <p className="text-sm">{result.keptUnderHold.length ? result.keptUnderHold.map((r) => `${r.kind} ${r.id}`).join(', ') : m.none}</p>
      <h4 className="text-sm font-semibold">{m.receivers}</h4>
      {result.receivers.length ? (
        <ul className="list-disc pl-5 text-sm">
          {result.receivers.map((r) => (
            <li key={r.webhookId} className="break-all">
              {r.url}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{m.none}</p>
      )}
    </section>
  );
}

/** New name, email or phone for every lead the person is the client of; left blank, a field stays as it is. */
function CorrectionForm({ request }: { request: PrivacyRequest }) {
  const update = useUpdatePrivacyRequest();
  const { register, fieldError, formState, busy, onSubmit } = useServerForm({
    resolver: correctionResolver,
    defaultValues: { corrections: { name: '', email: '', phone: '' } },
    fields: [...correctionFields.map((field) => `corrections.${field}`), 'corrections'],
    submit: (input: UpdatePrivacyRequestInput) => update.mutateAsync({ id: request.id, input }),
    messages: { saved: (answer) => m.corrected(answer.corrected), failed: m.correctFailed },
  });
  // "Nothing to correct" is about the three together.
  const formError = fieldError('corrections') ?? formState.errors.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-md border p-3" aria-labelledby="correction-title">
      <h3 id="correction-title" className="font-semibold">
        {m.correctionTitle}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {correctionFields.map((field) => (
          <FormField key={field} id={`correct-${field}`} label={{ name: m.correctedName, email: m.correctedEmail, phone: m.correctedPhone }[field]} optional error={fieldError(`corrections.${field}`)}>
            <Input id={`correct-${field}`} {...fieldAria(`correct-${field}`, { error: !!fieldError(`corrections.${field}`) })} {...register(`corrections.${field}`)} />
          </FormField>
        ))}
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {m.correct}
        </Button>
      </div>
    </form>
  );
}
