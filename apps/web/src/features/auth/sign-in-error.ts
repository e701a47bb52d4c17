import { authMessages } from '@maple/shared/messages/auth';
// Relative, not '@/…': the repository's vitest config does not know the web app's alias.
import { isApiError } from '../../lib/api-client';

/** Signed in, but /api/me then failed: a different message from a failed sign-in. */
export class ProfileLoadError extends Error {
  constructor() {
    super(authMessages.profileLoadError);
    this.name = 'ProfileLoadError';
  }
}

/** The text shown (toast and inline alert) when signing in fails (public-site §8). */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ProfileLoadError) return authMessages.profileLoadError;
  if (!isApiError(error) || error.status === 0) return authMessages.genericError;
  if (error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD') return authMessages.invalidCredentials;
  if (error.status === 429) return authMessages.tooManyAttempts;
  return error.message || authMessages.genericError;
}
