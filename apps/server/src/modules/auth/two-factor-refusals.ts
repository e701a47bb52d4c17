import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import { AppError, codeForStatus } from '../../lib/app-error.ts';
import type { ErrorStatus } from '../../lib/route.ts';

/** A refusal of the two-factor plugin, in our words, and what the audit trail makes of it. */
export type TwoFactorFailure = { status: ErrorStatus; message: string; field?: 'code' | 'password'; wrongCode?: boolean; lockedOut?: boolean };

/**
 * better-auth's refusal in our words. A wrong code or password is a 400 on its field (a 401 here
 * would read to the web app as "your session ended"). A sign-in challenge that expired or ran out
 * of tries is a 400 without a field, whose words say to sign in again: these routes are public, so
 * they answer a caller without a challenge like any other (never a 401). Its limits are 429.
 */
export async function twoFactorFailureOf(response: Response): Promise<TwoFactorFailure> {
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : '';
  switch (code) {
    case 'INVALID_CODE':
      return { status: 400, message: m.wrongCode, field: 'code', wrongCode: true };
    case 'INVALID_BACKUP_CODE':
      return { status: 400, message: m.wrongRecoveryCode, field: 'code', wrongCode: true };
    case 'INVALID_PASSWORD':
      return { status: 400, message: m.wrongPassword, field: 'password' };
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return { status: 400, message: m.challengeExpired };
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return { status: 429, message: m.lockedOut, lockedOut: true };
    case 'TOTP_ALREADY_ENABLED':
      return { status: 409, message: m.alreadyEnabled };
    case 'TWO_FACTOR_NOT_ENABLED':
    case 'TOTP_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
      return { status: 400, message: m.notEnabled };
  }
  if (response.status === 429) return { status: 429, message: m.tooManyAttempts };
  if (response.status === 409) return { status: 409, message: m.failed };
  if (response.status === 401) return { status: 400, message: m.challengeExpired };
  return { status: (response.status >= 500 ? 500 : 400) as ErrorStatus, message: m.failed };
}

/**
 * The refusal as an AppError, with better-auth's headers kept (the cookie that ends an expired
 * challenge, Retry-After) and no caching. `response` is null for a refusal of ours.
 */
export function refusalOf(response: Response | null, failure: TwoFactorFailure): AppError {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of response?.headers.getSetCookie() ?? []) headers.append('set-cookie', cookie);
  const retryAfter = response?.headers.get('x-retry-after');
  if (retryAfter) headers.set('Retry-After', String(Math.max(1, Number.parseInt(retryAfter, 10) || 1)));
  if (failure.status === 429 && !retryAfter) headers.set('Retry-After', '60');
  return new AppError(codeForStatus(failure.status), failure.message, failure.field ? { [failure.field]: failure.message } : undefined, headers);
}
