import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { createPrivacyRequestInput, privacyRequestKinds, type CreatePrivacyRequestInput, type PrivacyRequestKind } from '@maple/shared/schemas/privacy';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Textarea } from '@/components/ui/textarea';
import { useCreatePrivacyRequest } from '../api/privacy-queries';
import { parseErrors, serverErrors, type FieldErrors } from '../field-errors';

type Values = { kind: PrivacyRequestKind; email: string; phone: string; receivedAt: string; notes: string };

/** Only what was filled in is sent: a blank received date means today (the server's clock). */
const body = (v: Values): CreatePrivacyRequestInput => ({
  kind: v.kind,
  ...(v.email.trim() && { email: v.email.trim() }),
  ...(v.phone.trim() && { phone: v.phone.trim() }),
  ...(v.receivedAt && { receivedAt: v.receivedAt }),
  ...(v.notes.trim() && { notes: v.notes }),
});

/** Records an access, correction or erasure request: who (email and/or phone), what, and when it came in. */
export function NewRequestDialog({ onClose }: { onClose: () => void }) {
  const create = useCreatePrivacyRequest();
  const [values, setValues] = useState<Values>({ kind: 'access', email: '', phone: '', receivedAt: '', notes: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = body(values);
    const parsed = createPrivacyRequestInput.safeParse(input);
    if (!parsed.success) return setErrors(parseErrors(parsed.error));
    setErrors({});
    create.mutate(input, {
      onSuccess: () => {
        toast.success(m.recorded);
        onClose();
      },
      onError: (error) => {
        setErrors(serverErrors(error));
        toast.error(m.recordFailed);
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg" aria-describedby={undefined} closeLabel={m.close}>
        <DialogTitle>{m.newRequestTitle}</DialogTitle>
        <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
          <FormField id="privacy-kind" label={m.kind} error={errors.kind}>
            <NativeSelect id="privacy-kind" value={values.kind} onChange={(e) => set('kind', e.target.value as PrivacyRequestKind)}>
              {privacyRequestKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {m.kinds[kind]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="privacy-email" label={m.email} error={errors.email}>
            <Input id="privacy-email" type="email" autoComplete="off" value={values.email} onChange={(e) => set('email', e.target.value)} {...fieldAria('privacy-email', { error: !!errors.email })} />
          </FormField>
          <FormField id="privacy-phone" label={m.phone} optional error={errors.phone}>
            <Input id="privacy-phone" type="tel" autoComplete="off" value={values.phone} onChange={(e) => set('phone', e.target.value)} {...fieldAria('privacy-phone', { error: !!errors.phone })} />
          </FormField>
          <FormField id="privacy-received" label={m.receivedAt} optional error={errors.receivedAt}>
            <Input id="privacy-received" type="date" value={values.receivedAt} onChange={(e) => set('receivedAt', e.target.value)} {...fieldAria('privacy-received', { error: !!errors.receivedAt })} />
          </FormField>
          <FormField id="privacy-notes" label={m.notes} optional error={errors.notes}>
            <Textarea id="privacy-notes" maxLength={5000} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
          </FormField>
          {errors._ ? (
            <p role="alert" className="text-sm text-destructive">
              {errors._}
            </p>
          ) : null}
          <DialogFormActions cancelLabel={m.cancel} onCancel={onClose} busy={create.isPending} busyLabel={m.saving}>
            {m.newRequest}
          </DialogFormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
