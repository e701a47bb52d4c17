import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/lib/localized-router';
import { passwordMessages } from '@maple/shared/messages/password';
import { requestPasswordResetInput, type RequestPasswordResetInput } from '@maple/shared/schemas/password';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRequestPasswordReset } from '../api/recovery-mutations';
import { FormAlert, FormDone, showRefusal } from './form-refusal';

const m = passwordMessages.forgot;

/**
 * "Forgot password?": one email field. The answer is the same whether or not the address has an
 * account (the server's words), so this form never says which it was.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const request = useRequestPasswordReset();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<RequestPasswordResetInput>({ resolver: zodResolver(requestPasswordResetInput), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;
  const emailId = `${id}-email`;

  if (request.isSuccess) {
    return (
      <FormDone title={m.sentTitle}>
        <p>{request.data.message}</p>
        <Link to="/auth" className="font-medium text-navy-700 underline underline-offset-4">
          {m.backToSignIn}
        </Link>
      </FormDone>
    );
  }

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    request.mutate(values, { onError: (cause) => setAlert(showRefusal(cause, form, ['email'], m.failed)) });
  });

  return (
    // noValidate: the zod messages are shown instead of the browser's bubbles; `required` stays for assistive tech.
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormField id={emailId} label={m.emailLabel} error={error}>
        <Input id={emailId} type="email" autoComplete="email" required {...fieldAria(emailId, { error: !!error })} {...form.register('email')} />
      </FormField>
      <FormAlert message={alert} />
      <SubmitButton busy={request.isPending} busyLabel={m.busy} className="w-full">
        {m.submit}
      </SubmitButton>
      <Link to="/auth" className="self-center text-sm font-medium text-navy-700 underline-offset-4 hover:underline">
        {m.backToSignIn}
      </Link>
    </form>
  );
}
