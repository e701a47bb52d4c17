import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { privacyCorrections, privacyRequestStatuses, type ErasureResult, type PrivacyRequest, type PrivacyRequestStatus } from '@maple/shared/schemas/privacy';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formatShortDate } from '@/lib/format';
import { privacyLinks, useErasePersonalData, useUpdatePrivacyRequest } from '../api/privacy-queries';
import { parseErrors, serverErrors, type FieldErrors } from '../field-errors';
import { personLabel } from './request-row';

/** One request: its status and notes, the export, the correction of the leads, and for an erasure request the erasure and what it did. */
export function RequestDialog({ request, onClose }: { request: PrivacyRequest; onClose: () => void }) {
  const update = useUpdatePrivacyRequest();
  const erase = useErasePersonalData();
  const [status, setStatus] = useState<PrivacyRequestStatus>(request.status);
  const [notes, setNotes] = useState(request.notes ?? '');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ErasureResult | null>(request.erasure);

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: request.id, input: { status, notes } },
      { onSuccess: () => (toast.success(m.saved), onClose()), onError: () => toast.error(m.saveFailed) },
    );
  };
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined} closeLabel={m.close}>
        <DialogTitle>
          {m.kinds[request.kind]}: {personLabel(request)}
        </DialogTitle>
        <p className="text-sm text-muted-foreground">
          {m.receivedAt} {formatShortDate(request.receivedAt)} · {m.dueAt} {formatShortDate(request.dueAt)}
          {request.overdue ? <strong className="ml-2 text-destructive">{m.overdue}</strong> : null}
        </p>

        <form onSubmit={save} className="flex flex-col gap-3">
          <FormField id="request-status" label={m.status}>
            <NativeSelect id="request-status" value={status} onChange={(e) => setStatus(e.target.value as PrivacyRequestStatus)}>
              {privacyRequestStatuses.map((s) => (
                <option key={s} value={s}>
                  {m.statuses[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="request-notes" label={m.notes} optional>
            <Textarea id="request-notes" maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? m.saving : m.save}
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
  const [values, setValues] = useState({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const corrections = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
    const parsed = privacyCorrections.safeParse(corrections);
    if (!parsed.success) return setErrors(parseErrors(parsed.error));
    setErrors({});
    update.mutate(
      { id: request.id, input: { corrections } },
      {
        onSuccess: (answer) => toast.success(m.corrected(answer.corrected)),
        onError: (error) => (setErrors(serverErrors(error)), toast.error(m.correctFailed)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border p-3" aria-labelledby="correction-title">
      <h3 id="correction-title" className="font-semibold">
        {m.correctionTitle}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {(['name', 'email', 'phone'] as const).map((field) => (
          <FormField key={field} id={`correct-${field}`} label={{ name: m.correctedName, email: m.correctedEmail, phone: m.correctedPhone }[field]} optional error={errors[field]}>
            <Input id={`correct-${field}`} value={values[field]} onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))} {...fieldAria(`correct-${field}`, { error: !!errors[field] })} />
          </FormField>
        ))}
      </div>
      {errors._ ? (
        <p role="alert" className="text-sm text-destructive">
          {errors._}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {m.correct}
        </Button>
      </div>
    </form>
  );
}
