import type { SignInInput } from '@maple/shared/schemas/sign-in';
import { api } from './api-client';

/**
 * better-auth's email sign-in; on success the server sets an httpOnly session cookie. For an
 * account with two-factor sign-in it sets none yet and answers `twoFactorRequired`: a code comes next.
 */
export async function signInWithEmail(input: SignInInput): Promise<{ twoFactorRequired: boolean }> {
  const answer = await api.post('/api/auth/sign-in/email', { email: input.email, password: input.password });
  return { twoFactorRequired: 'twoFactorRedirect' in answer && answer.twoFactorRedirect === true };
}

export async function signOut(): Promise<void> {
  await api.post('/api/auth/sign-out');
}
