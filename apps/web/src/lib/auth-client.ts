import type { SignInInput } from '@maple/shared/schemas/sign-in';
import { api } from './api-client';

/** better-auth's email sign-in; on success the server sets an httpOnly session cookie. */
export async function signInWithEmail(input: SignInInput): Promise<void> {
  await api.post('/api/auth/sign-in/email', { email: input.email, password: input.password });
}

export async function signOut(): Promise<void> {
  await api.post('/api/auth/sign-out');
}
