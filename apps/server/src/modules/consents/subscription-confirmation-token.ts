import { isRecordId } from '@maple/shared/schemas/path-params';
import type { Secrets } from '../../lib/secrets.ts';

const purpose = 'subscription-confirmation';

/** How long a confirmation link works (issue 42): a week to find the mail and press the button. */
export const confirmationTokenDays = 7;

/**
 * `<pending subscription id>.<issued, seconds in base 36>.<HMAC>`, like the unsubscribe token
 * (decision 046) with its own key: signed rather than stored, so nothing secret sits in the
 * database, and a new mail (a day later) simply carries a newer date. It never holds the address.
 */
export function confirmationToken(secrets: Secrets, pendingId: string, issuedAt: Date): string {
  const body = `${pendingId}.${Math.floor(issuedAt.getTime() / 1000).toString(36)}`;
  return `${body}.${secrets.sign(purpose, body)}`;
}

export type ConfirmationTokenCheck = { kind: 'valid'; pendingId: string } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * What a link's token says: the pending subscription it confirms, or that it is past its week (the
 * signature is good, so the page can say "expired" rather than "not valid"), or neither.
 */
export function readConfirmationToken(secrets: Secrets, token: string, now: Date): ConfirmationTokenCheck {
  const match = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { kind: 'invalid' };
  const [, pendingId, issued, signature] = match as unknown as [string, string, string, string];
  if (!isRecordId(pendingId) || !secrets.verifySignature(purpose, `${pendingId}.${issued}`, signature)) return { kind: 'invalid' };
  const ageSeconds = now.getTime() / 1000 - parseInt(issued, 36);
  // A token from the future was signed by a clock ahead of ours; a day's skew is allowed.
  if (ageSeconds < -86_400) return { kind: 'invalid' };
  if (ageSeconds > confirmationTokenDays * 86_400) return { kind: 'expired' };
  return { kind: 'valid', pendingId };
}
