import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/lib/localized-router';
import { authMessages } from '@maple/shared/messages/auth';
import { passwordMessages } from '@maple/shared/messages/password';
import { signInInput, type SignInInput } from '@maple/shared/schemas/sign-in';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSignIn } from '../hooks/use-sign-in';
import { TwoFactorChallengeForm } from './two-factor-challenge-form';

/** `onLeave` runs when the person follows "Forgot password?" (the header's dialog closes itself with it). */
export function SignInForm({ onSignedIn, onLeave }: { onSignedIn?: () => void; onLeave?: () => void }) {
  const id = useId();
  const { signIn, pending, error, challenge } = useSignIn(onSignedIn);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: '', password: '' },
  });

  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  // The password was right and the account has two-factor sign-in: a code comes next.
  if (challenge) return <TwoFactorChallengeForm challenge={challenge} />;

  return (
    // noValidate: the zod messages are shown instead of the browser's bubbles; `required` stays for assistive tech.
    <form noValidate onSubmit={handleSubmit((values) => signIn(values))} className="flex flex-col gap-5">
      <FormField id={emailId} label={authMessages.emailLabel} error={errors.email?.message}>
        <Input id={emailId} type="email" autoComplete="email" required {...fieldAria(emailId, { error: !!errors.email })} {...register('email')} />
      </FormField>
      <FormField id={passwordId} label={authMessages.passwordLabel} error={errors.password?.message}>
        <Input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          required
          {...fieldAria(passwordId, { error: !!errors.password })}
          {...register('password')}
        />
      </FormField>
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-maple-50 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <SubmitButton busy={pending} busyLabel={authMessages.busy} className="w-full">
        {authMessages.submit}
      </SubmitButton>
      <Link to="/auth/forgot-password" onClick={onLeave} className="self-center text-sm font-medium text-navy-700 underline-offset-4 hover:underline">
        {passwordMessages.forgot.link}
      </Link>
    </form>
  );
}
