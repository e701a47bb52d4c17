import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput, ChangePasswordInput, RequestPasswordResetInput, ResetPasswordInput } from '@maple/shared/schemas/password';
import { api } from '@/lib/api-client';
import { meKeys } from './me-queries';

/** POST /api/auth/request-password-reset: always the same neutral answer (no account is revealed). */
export const useRequestPasswordReset = () => useMutation({ mutationFn: (input: RequestPasswordResetInput) => api.post('/api/auth/request-password-reset', input) });

/** POST /api/auth/reset-password: the token of the mailed link and the new password. */
export const useResetPassword = () => useMutation({ mutationFn: (input: ResetPasswordInput) => api.post('/api/auth/reset-password', input) });

/**
 * POST /api/auth/change-password: the server ends every other session and gives this one a new
 * cookie; the form sends only the two fields the route takes. The account's own lists (sessions,
 * activity) sit under the signed-in person's key and are asked again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordInput) => api.post('/api/auth/change-password', { currentPassword, newPassword }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}

/** POST /api/auth/change-email: a confirmation link goes to the new address; nothing changes yet. */
export const useChangeEmail = () => useMutation({ mutationFn: (input: ChangeEmailInput) => api.post('/api/auth/change-email', input) });

/** GET /api/auth/verify-email: uses the confirmation link; the signed-in person's email changes, so /api/me is asked again. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.get('/api/auth/verify-email', { query: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
