import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/lib/localized-router';
import { passwordMessages } from '@maple/shared/messages/password';
import { resetPasswordForm, type ResetPasswordForm as ResetPasswordValues } from '@maple/shared/schemas/password';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/recovery-mutations';
import { NewPasswordFields } from './new-password-fields';
import { FormAlert, FormDone, showRefusal } from './form-refusal';

const m = passwordMessages.reset;

/**
 * The page a reset link or an invitation opens: the new password twice, under the policy the
 * server applies too. `invitation` only changes the words (the link's own window is the server's).
 */
export function ResetPasswordForm({ token, invitation }: { token: string; invitation: boolean }) {
  const id = useId();
  const reset = useResetPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordForm), defaultValues: { newPassword: '', confirmPassword: '' } });
  const errors = form.formState.errors;
  const field = (name: keyof ResetPasswordValues) => `${id}-${name}`;

  if (reset.isSuccess) {
    return (
      <FormDone title={invitation ? m.inviteDoneTitle : m.doneTitle}>
        <p>{invitation ? m.inviteDone : m.done}</p>
        <Link to="/auth" className="font-medium text-navy-700 underline underline-offset-4">
          {m.signIn}
        </Link>
      </FormDone>
    );
  }

  const submit = form.handleSubmit(({ newPassword }) => {
    setAlert(null);
    reset.mutate(
      { token, newPassword },
      {
        onError: (cause) => {
          // The link itself is spent or too old: no password will do, so say how to get a new one.
          const dead = isApiError(cause) && !!cause.fields?.token;
          setLinkDead(dead);
          setAlert(dead ? m.invalidLink : showRefusal(cause, form, ['newPassword'], m.failed));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <NewPasswordFields register={form.register} errors={errors} idOf={field} labels={m} />
      <FormAlert message={alert}>
        {linkDead ? (
          <Link to="/auth/forgot-password" className="font-medium underline underline-offset-4">
            {m.requestNew}
          </Link>
        ) : null}
      </FormAlert>
      <SubmitButton busy={reset.isPending} busyLabel={m.busy} className="w-full">
        {invitation ? m.inviteSubmit : m.submit}
      </SubmitButton>
    </form>
  );
}
