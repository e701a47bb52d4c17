import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '@maple/shared/messages/auth';
import { homeForRole } from '@maple/shared/roles';
import type { SignInInput } from '@maple/shared/schemas/sign-in';
import { signInWithEmail } from '@/lib/auth-client';
import { meQuery } from '@/features/auth/api/me-queries';
import { ProfileLoadError, signInErrorMessage } from '../sign-in-error';

/**
 * Sign in, load the profile, then go where the role belongs (public-area §2, Sign-in).
 * `onSignedIn` runs before navigating (the header dialog closes itself with it).
 */
export function useSignIn(onSignedIn?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (input: SignInInput) => {
      await signInWithEmail(input);
      toast.success(authMessages.success);
      // A previous session in this tab (one that expired without a Logout) leaves no answer behind.
      // Queries only: this very mutation lives in the mutation cache until it settles.
      queryClient.removeQueries();
      try {
        return await queryClient.fetchQuery(meQuery());
      } catch {
        throw new ProfileLoadError();
      }
    },
    onMutate: () => setError(null),
    onSuccess: async (me) => {
      onSignedIn?.();
      await navigate(homeForRole(me.user.role));
    },
    onError: (cause) => {
      const message = signInErrorMessage(cause);
      setError(message);
      toast.error(message);
    },
  });

  return { signIn: mutation.mutate, pending: mutation.isPending, error };
}
