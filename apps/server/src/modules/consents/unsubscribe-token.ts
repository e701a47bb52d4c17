import { isRecordId } from '@maple/shared/schemas/path-params';
import type { Secrets } from '../../lib/secrets.ts';

const purpose = 'unsubscribe';

/**
 * How long a mailed link keeps working. CASL s. 11(3) asks for at least 60 days after the mail;
 * a year lets someone unsubscribe from an old welcome mail without writing in.
 */
export const unsubscribeTokenDays = 365;

/**
 * `<consent id>.<issued, seconds in base 36>.<HMAC>`: the consent it withdraws and when it was
 * made, signed with a key derived from SECRET_KEY. It never holds the address (a link in a mail
 * travels through logs and forwarded messages); changing the id or the date breaks the signature.
 */
export function unsubscribeToken(secrets: Secrets, consentId: string, issuedAt: Date): string {
  const body = `${consentId}.${Math.floor(issuedAt.getTime() / 1000).toString(36)}`;
  return `${body}.${secrets.sign(purpose, body)}`;
}

/** The consent id a token names, or null when it is malformed, altered, or older than its life. */
export function readUnsubscribeToken(secrets: Secrets, token: string, now: Date): string | null {
  const match = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, consentId, issued, signature] = match as unknown as [string, string, string, string];
  if (!isRecordId(consentId) || !secrets.verifySignature(purpose, `${consentId}.${issued}`, signature)) return null;
  const ageSeconds = now.getTime() / 1000 - parseInt(issued, 36);
  // A token from the future was signed by a clock ahead of ours; a day's skew is allowed.
  if (ageSeconds > unsubscribeTokenDays * 86_400 || ageSeconds < -86_400) return null;
  return consentId;
}
