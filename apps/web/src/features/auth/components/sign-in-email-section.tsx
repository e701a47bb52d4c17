import { useId, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordMessages } from '@maple/shared/messages/password';
import type { Me } from '@maple/shared/schemas/me';
import { changeEmailForm, type ChangeEmailInput } from '@maple/shared/schemas/password';
import { useServerForm } from '@/components/form/use-server-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useChangeEmail } from '../api/recovery-mutations';

const m = passwordMessages.email;

/**
 * The Account area's sign-in email: what the person signs in with, not the public contact email
 * of their agent profile (the dashboard's Profile tab), and the card says so. A link goes to the
 * new address; the change happens only when it is used.
 */
export function SignInEmailSection({ me }: { me: Me }) {
  const id = useId();
  const titleId = `${id}-title`;
  const newEmailId = `${id}-new-email`;
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const schema = useMemo(() => changeEmailForm(me.user.email), [me.user.email]);
  const form = useServerForm({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '' },
    submit: (values: ChangeEmailInput) => {
      setSent(null);
      return change.mutateAsync(values);
    },
    // The answer's words name the new address the link went to.
    messages: { saved: (answer) => answer.message, failed: m.failed },
    onSaved: (answer) => setSent(answer.message),
    resetTo: 'empty',
  });
  const error = form.fieldError('newEmail');

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{m.title}</CardTitle>
        <CardDescription>{m.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="text-sm">
          <dt className="text-muted-foreground">{m.current}</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">{me.user.email}</dd>
        </dl>
        <form noValidate onSubmit={form.onSubmit} className="flex max-w-md flex-col gap-4">
          <FormField id={newEmailId} label={m.newEmail} error={error}>
            <Input id={newEmailId} type="email" autoComplete="email" required {...fieldAria(newEmailId, { error: !!error })} {...form.register('newEmail')} />
          </FormField>
          {sent ? (
            <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 [overflow-wrap:anywhere]">
              {sent}
            </p>
          ) : null}
          <SubmitButton busy={form.busy} busyLabel={m.busy} size="default" className="self-start">
            {m.submit}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
