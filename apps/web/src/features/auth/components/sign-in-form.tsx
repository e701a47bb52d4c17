import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@maple/shared/messages';
import { signInInput, type SignInInput } from '@maple/shared/schemas/sign-in';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSignIn } from '../hooks/use-sign-in';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const id = useId();
  const { signIn, pending, error } = useSignIn(onSignedIn);
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

  return (
    // noValidate: the zod messages are shown instead of the browser's bubbles; `required` stays for assistive tech.
    <form noValidate onSubmit={handleSubmit((values) => signIn(values))} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={emailId}>{messages.auth.emailLabel}</Label>
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          {...register('email')}
        />
        <FieldError id={`${emailId}-error`} message={errors.email?.message} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={passwordId}>{messages.auth.passwordLabel}</Label>
        <Input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${passwordId}-error` : undefined}
          {...register('password')}
        />
        <FieldError id={`${passwordId}-error`} message={errors.password?.message} />
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-maple-50 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? messages.auth.busy : messages.auth.submit}
      </Button>
    </form>
  );
}
