import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableTwoFactorInput, EnableTwoFactorInput, GenerateRecoveryCodesInput, TwoFactorEnrolment, VerifyRecoveryCodeInput, VerifyTotpInput } from '@maple/shared/schemas/two-factor';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';

/**
 * Two-factor sign-in (issue 20) on better-auth's endpoints behind /api/auth/two-factor/*. Turning
 * it on or off renews the session (a new cookie) and changes what /api/me says (`twoFactorEnabled`,
 * `mustEnrolTwoFactor`), so every answer under the person's own key is asked again.
 */
function useRefreshOwn() {
  const client = useQueryClient();
  // Not awaited: the caller's own success step (showing the recovery codes) must run before the
  // fresh /api/me redraws the section, or the form that asked would be gone and its step with it.
  return () => {
    void client.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/** Step 1 of enrolment: the password gives the key (QR address and text) and the recovery codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (input: EnableTwoFactorInput): Promise<TwoFactorEnrolment> => api.post('/api/auth/two-factor/enable', input),
  });
}

/** Step 2: a first code from the app turns it on. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshOwn();
  return useMutation({
    mutationFn: (input: VerifyTotpInput) => api.post('/api/auth/two-factor/verify-totp', input),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshOwn();
  return useMutation({
    mutationFn: (input: DisableTwoFactorInput) => api.post('/api/auth/two-factor/disable', input),
    onSuccess: refresh,
  });
}

export function useNewRecoveryCodes() {
  return useMutation({
    mutationFn: async (input: GenerateRecoveryCodesInput): Promise<string[]> => (await api.post('/api/auth/two-factor/generate-backup-codes', input)).backupCodes,
  });
}

/** A sign-in's second step (the password step set the challenge cookie): a code from the app. */
export async function verifySignInCode(input: VerifyTotpInput): Promise<void> {
  await api.post('/api/auth/two-factor/verify-totp', input);
}

/** …or a recovery code, which is used up. */
export async function verifySignInRecoveryCode(input: VerifyRecoveryCodeInput): Promise<void> {
  await api.post('/api/auth/two-factor/verify-backup-code', input);
}
