import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { createPrivacyRequestInput, privacyRequestKinds, type CreatePrivacyRequestInput, type PrivacyRequestKind } from '@maple/shared/schemas/privacy';
import { FormDialog } from '@/components/form-dialog';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCreatePrivacyRequest } from '../api/privacy-queries';

type Values = { kind: PrivacyRequestKind; email: string; phone: string; receivedAt: string; notes: string };
const empty: Values = { kind: 'access', email: '', phone: '', receivedAt: '', notes: '' };

/** Only what was filled in is sent: a blank received date means today (the server's clock). */
const body = (v: Values): CreatePrivacyRequestInput => ({
  kind: v.kind,
  ...(v.email.trim() && { email: v.email.trim() }),
  ...(v.phone.trim() && { phone: v.phone.trim() }),
  ...(v.receivedAt && { receivedAt: v.receivedAt }),
  ...(v.notes.trim() && { notes: v.notes }),
});
const resolver = mappedResolver<Values, CreatePrivacyRequestInput>(createPrivacyRequestInput, body);

/** Records an access, correction or erasure request: who (email and/or phone), what, and when it came in. */
export function NewRequestDialog({ onClose }: { onClose: () => void }) {
  const create = useCreatePrivacyRequest();
  const { register, fieldError, dirty, busy, onSubmit } = useServerForm({
    resolver,
    defaultValues: empty,
    submit: create.mutateAsync,
    messages: { saved: m.recorded, failed: m.recordFailed },
    onSaved: onClose,
  });

  return (
    <FormDialog title={m.newRequestTitle} onClose={onClose} dirty={dirty} busy={busy} onSubmit={onSubmit} submitLabel={m.newRequest} busyLabel={m.saving} cancelLabel={m.cancel} className="max-w-lg">
      <FormField id="privacy-kind" label={m.kind} error={fieldError('kind')}>
        <NativeSelect id="privacy-kind" {...fieldAria('privacy-kind', { error: !!fieldError('kind') })} {...register('kind')}>
          {privacyRequestKinds.map((kind) => (
            <option key={kind} value={kind}>
              {m.kinds[kind]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="privacy-email" label={m.email} error={fieldError('email')}>
        <Input id="privacy-email" type="email" autoComplete="off" {...fieldAria('privacy-email', { error: !!fieldError('email') })} {...register('email')} />
      </FormField>
      <FormField id="privacy-phone" label={m.phone} optional error={fieldError('phone')}>
        <Input id="privacy-phone" type="tel" autoComplete="off" {...fieldAria('privacy-phone', { error: !!fieldError('phone') })} {...register('phone')} />
      </FormField>
      <FormField id="privacy-received" label={m.receivedAt} optional error={fieldError('receivedAt')}>
        <Input id="privacy-received" type="date" {...fieldAria('privacy-received', { error: !!fieldError('receivedAt') })} {...register('receivedAt')} />
      </FormField>
      <FormField id="privacy-notes" label={m.notes} optional error={fieldError('notes')}>
        <Textarea id="privacy-notes" maxLength={5000} {...fieldAria('privacy-notes', { error: !!fieldError('notes') })} {...register('notes')} />
      </FormField>
    </FormDialog>
  );
}
