import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/localized-router';
import { toast } from 'sonner';
import { authMessages } from '@maple/shared/messages/auth';
import { homeForRole } from '@maple/shared/roles';
import type { Me } from '@maple/shared/schemas/me';
import type { SignInInput } from '@maple/shared/schemas/sign-in';
import type { VerifyRecoveryCodeInput, VerifyTotpInput } from '@maple/shared/schemas/two-factor';
import { isApiError } from '@/lib/api-client';
import { signInWithEmail } from '@/lib/auth-client';
import { meQuery } from '@/features/auth/api/me-queries';
import { verifySignInCode, verifySignInRecoveryCode } from '../api/two-factor';
import { ProfileLoadError, signInErrorMessage } from '../sign-in-error';

/** A sign-in's second step: a code from the authenticator app, or a recovery code. */
export type SecondFactor = { method: 'app'; input: VerifyTotpInput } | { method: 'recovery'; input: VerifyRecoveryCodeInput };

/**
 * Sign in, load the profile, then go where the role belongs (public-site §2, Sign-in). An account
 * with two-factor sign-in answers the password with a challenge: `challenge` is then set and the
 * form asks for a code (`verify`); a staff user the brokerage requires to enrol goes to /account.
 * `onSignedIn` runs before navigating (the header dialog closes itself with it).
 */
export function useSignIn(onSignedIn?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState(false);

  const enter = async (): Promise<Me> => {
    toast.success(authMessages.success);
    // A previous session in this tab (one that expired without a Logout) leaves no answer behind.
    // Queries only: this very mutation lives in the mutation cache until it settles.
    queryClient.removeQueries();
    try {
      return await queryClient.fetchQuery(meQuery());
    } catch {
      throw new ProfileLoadError();
    }
  };
  const arrive = async (me: Me) => {
    onSignedIn?.();
    await navigate(me.mustEnrolTwoFactor ? '/account' : homeForRole(me.user.role));
  };
  const failed = (cause: unknown) => {
    const message = signInErrorMessage(cause);
    setError(message);
    toast.error(message);
  };

  const mutation = useMutation({
    mutationFn: async (input: SignInInput): Promise<Me | null> => ((await signInWithEmail(input)).twoFactorRequired ? null : enter()),
    onMutate: () => setError(null),
    onSuccess: async (me) => {
      if (me) await arrive(me);
      else setChallenge(true);
    },
    onError: failed,
  });

  const second = useMutation({
    mutationFn: async (step: SecondFactor): Promise<Me> => {
      if (step.method === 'app') await verifySignInCode(step.input);
      else await verifySignInRecoveryCode(step.input);
      return enter();
    },
    onSuccess: arrive,
    onError: (cause) => {
      // A wrong code is shown on its field by the form; a challenge that expired or ran out of
      // tries (400 without a field) sends the person back to the password, saying why.
      if (isApiError(cause) && cause.fields) return;
      if (isApiError(cause) && cause.status === 400) {
        setChallenge(false);
        setError(cause.message);
        toast.error(cause.message);
        return;
      }
      toast.error(secondStepMessage(cause));
    },
  });

  return {
    signIn: mutation.mutate,
    pending: mutation.isPending,
    error,
    challenge: challenge
      ? {
          verify: second.mutate,
          pending: second.isPending,
          /** The words for a refusal the form does not show on a field (a limit, a network failure). */
          error: second.error && !(isApiError(second.error) && second.error.fields) ? secondStepMessage(second.error) : null,
          cancel: () => {
            second.reset();
            setChallenge(false);
          },
        }
      : null,
  };
}

/** The server's own words for a refused code step (a pause of 15 minutes is not "wait a minute"). */
function secondStepMessage(cause: unknown): string {
  if (cause instanceof ProfileLoadError) return cause.message;
  return isApiError(cause) && cause.status > 0 && cause.status < 500 ? cause.message : signInErrorMessage(cause);
}

export type SignInChallenge = NonNullable<ReturnType<typeof useSignIn>['challenge']>;
