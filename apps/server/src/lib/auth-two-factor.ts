import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { twoFactor } from 'better-auth/plugins/two-factor';

/**
 * better-auth's two-factor plugin as Maple uses it (issue 20, decision 039): TOTP from an
 * authenticator app (RFC 6238: six digits, 30 seconds, one step of drift either way) and ten
 * single-use recovery codes. The secret is stored encrypted by better-auth; the recovery codes
 * are stored as keyed hashes (below), never as text anyone can read back.
 */

/** Ten codes of ten characters (`xxxxx-xxxxx`, see recoveryCodePattern): 31 letters and digits no one mistakes for another. */
export const recoveryCodeCount = 10;
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A stored hash reads `h1:<base64url HMAC-SHA256>`; a code never contains a colon. */
const hashPrefix = 'h1:';

/** A sign-in's second step: a wrong code this many times in a row locks the account's codes for a while. */
export const twoFactorLockout = { maxFailedAttempts: 10, durationSeconds: 15 * 60 } as const;

/**
 * Attempts per client address per path and minute for the two-factor endpoints, on top of the
 * plugin's own limits: five tries per sign-in challenge, then a new sign-in, and the lockout above.
 */
export const twoFactorRateRules = {
  '/two-factor/*': { window: 60, max: 10 },
} as const;

export function generateRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * The keyed hash a recovery code is stored and compared as. The key is derived from AUTH_SECRET,
 * so a copy of the database alone cannot be used to test guesses offline.
 */
export function recoveryCodeHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'maple', 'maple recovery codes v1', 32));
  return (code: string) => hashPrefix + createHmac('sha256', key).update(code).digest('base64url');
}

/**
 * The plugin keeps the codes as one JSON list and offers custom `encrypt`/`decrypt` for it. We
 * "encrypt" by hashing each code and "decrypt" to the list of hashes; the route that checks a code
 * hashes what was typed before better-auth compares (two-factor.routes.ts), so its own
 * `includes` and compare-and-swap removal (a used code never works again) work on hashes. The
 * list it writes back after a use is already hashed, which the prefix tells apart.
 */
function hashedRecoveryCodes(hash: (code: string) => string) {
  return {
    encrypt: async (json: string) => {
      const codes = JSON.parse(json) as string[];
      return JSON.stringify(codes.map((code) => (code.startsWith(hashPrefix) ? code : hash(code))));
    },
    decrypt: async (stored: string) => stored,
  };
}

export function twoFactorPlugin(options: { secret: string; issuer?: string }) {
  return twoFactor({
    issuer: options.issuer ?? 'Maple',
    totpOptions: { digits: 6, period: 30 },
    backupCodeOptions: {
      amount: recoveryCodeCount,
      customBackupCodesGenerate: generateRecoveryCodes,
      storeBackupCodes: hashedRecoveryCodes(recoveryCodeHasher(options.secret)),
    },
    // Enrolment is confirmed by a first code (two-factor/verify-totp) before it counts.
    skipVerificationOnEnable: false,
    accountLockout: { enabled: true, ...twoFactorLockout },
    // The second step of a sign-in must come within ten minutes of the password.
    twoFactorCookieMaxAge: 600,
  });
}

const challengeCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]+)/;

/**
 * The id of the sign-in challenge a request's `two_factor` cookie carries, once its signature
 * (better-auth's: `<id>.<base64 HMAC-SHA256>` under AUTH_SECRET) checks out; null otherwise. It
 * names the `verification` row that holds the user id, so a failed second step can be put on the
 * trail against the right account.
 */
export function signedChallengeId(cookieHeader: string | undefined, secret: string): string | null {
  const raw = cookieHeader ? challengeCookie.exec(cookieHeader)?.[1] : undefined;
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(id).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
