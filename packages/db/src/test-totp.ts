// Tests only: here because both the server's API tests and the end-to-end specs sit above
// packages/db (packages/shared, which the browser loads too, takes no Node built-ins). Never imported by the app.
import { createHmac } from 'node:crypto';

/**
 * A reference TOTP (RFC 6238 over RFC 4226: HMAC-SHA1, six digits, 30-second steps), written with
 * node:crypto and independent of better-auth, so a test types what an authenticator app would show
 * for the key the app gave; `stepOffset` moves to the previous or next 30-second step.
 */
export function totpCode(keyBase32: string, at: number, stepOffset = 0): string {
  const counter = Math.floor(at / 30_000) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(keyBase32)).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = ((digest[offset]! & 0x7f) << 24) | (digest[offset + 1]! << 16) | (digest[offset + 2]! << 8) | digest[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, '0');
}

export function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
