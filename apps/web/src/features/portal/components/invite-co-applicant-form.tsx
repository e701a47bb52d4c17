import { useId, useState, type FormEvent } from 'react';
import { errorsMessages } from '@maple/shared/messages/errors';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { inviteCoApplicant } from '../portal-api';
import { portalSchemas } from '../portal-schemas';
import { PortalField } from './portal-field';

type Fields = { name: string; email: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** The main applicant invites a co-applicant, who gets their own link; typed values stay until the invitation is sent. */
export function InviteCoApplicantForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>({ name: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const { inviteCoApplicantInput } = await portalSchemas();
    const parsed = inviteCoApplicantInput.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      await inviteCoApplicant(parsed.data);
      setFields({ name: '', email: '' });
      setSent(true);
      onInvited();
    } catch (caught) {
      const fieldErrors = isApiError(caught) ? caught.fields : undefined;
      if (fieldErrors) setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([key, value]) => [key, Array.isArray(value) ? value[0]! : value])));
      else setFailure(isApiError(caught) ? caught.message : errorsMessages.internal);
    } finally {
      setSending(false);
    }
  }

  const field = (key: keyof Fields, label: string, type: string, autoComplete: string) => (
    <PortalField id={`${id}-${key}`} label={label} error={errors[key]} type={type} autoComplete={autoComplete} value={fields[key]} onChange={(e) => setFields({ ...fields, [key]: e.target.value })} />
  );

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label={m.inviteTitle}>
      <p className="text-sm text-muted-foreground">{m.inviteIntro}</p>
      {field('name', m.name, 'text', 'off')}
      {field('email', m.email, 'email', 'off')}
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="text-sm">
          {m.invited}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={sending} className="self-start">
        {sending ? m.inviting : m.invite}
      </Button>
    </form>
  );
}
