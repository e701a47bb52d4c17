import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import { recoveryCode, totpCode } from '@maple/shared/schemas/two-factor';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-client';
import type { SignInChallenge } from '../hooks/use-sign-in';

/** The form's one field, checked by the route's own rule for the mode chosen. */
const appStep = z.object({ code: totpCode });
const recoveryStep = z.object({ code: recoveryCode });
type Step = { code: string };

/**
 * A sign-in's second step (back-office §7): the six-digit code from the authenticator app, or
 * one of the recovery codes instead. A wrong code is said on the field, which keeps focus; the
 * way back to the password is always there.
 */
export function TwoFactorChallengeForm({ challenge }: { challenge: SignInChallenge }) {
  const id = useId();
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const form = useForm<Step>({ resolver: zodResolver(mode === 'app' ? appStep : recoveryStep), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  const codeId = `${id}-code`;

  const submit = form.handleSubmit(({ code }) => {
    const refused = (cause: unknown) => {
      const message = isApiError(cause) ? cause.fields?.code : undefined;
      if (!message) return;
      form.setError('code', { type: 'server', message: Array.isArray(message) ? message[0] : message });
      form.setFocus('code');
    };
    if (mode === 'app') challenge.verify({ method: 'app', input: { code } }, { onError: refused });
    else challenge.verify({ method: 'recovery', input: { code } }, { onError: refused });
  });
  const switchTo = (next: 'app' | 'recovery') => {
    setMode(next);
    form.reset({ code: '' });
    // After the field is drawn again for the other kind of code.
    setTimeout(() => form.setFocus('code'), 0);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
          {m.challengeTitle}
        </h2>
        <p id={`${id}-intro`} className="text-sm text-muted-foreground">
          {mode === 'app' ? m.challengeIntro : m.challengeRecoveryIntro}
        </p>
      </div>
      <FormField id={codeId} label={mode === 'app' ? m.challengeCodeLabel : m.challengeRecoveryLabel} error={error}>
        <Input
          key={mode}
          id={codeId}
          inputMode={mode === 'app' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={mode === 'app' ? 10 : 40}
          required
          autoFocus
          className="font-mono tracking-widest"
          {...fieldAria(codeId, { error: !!error })}
          {...form.register('code')}
        />
      </FormField>
      {challenge.error ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-maple-50 px-3 py-2 text-sm text-destructive">
          {challenge.error}
        </p>
      ) : null}
      <SubmitButton busy={challenge.pending} busyLabel={m.busy} className="w-full">
        {m.verify}
      </SubmitButton>
      <div className="flex flex-col items-start gap-1">
        <button type="button" className="rounded-sm py-1 text-left text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring" onClick={() => switchTo(mode === 'app' ? 'recovery' : 'app')}>
          {mode === 'app' ? m.useRecoveryCode : m.useAppCode}
        </button>
        <button type="button" className="rounded-sm py-1 text-left text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring" onClick={challenge.cancel}>
          {m.backToSignIn}
        </button>
      </div>
    </form>
  );
}
