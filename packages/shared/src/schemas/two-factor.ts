import { z } from 'zod';
import { twoFactorMessages as m } from '../messages/two-factor.ts';
import { hasForbiddenCharacters } from './text.ts';

/**
 * Two-factor sign-in (issue 20): the bodies of better-auth's two-factor endpoints as Maple takes
 * them (only these fields; no "trust this device", no e-mailed codes) and what they answer.
 */

/** A recovery code as stored and compared: `xxxxx-xxxxx`, lower case, no look-alike characters. */
export const recoveryCodePattern = /^[a-z2-9]{5}-[a-z2-9]{5}$/;

/** `ABCDE 23456`, `abcde23456`, ` abcde-23456 ` → `abcde-23456`; anything else is left as typed (and refused). */
export function normalizeRecoveryCode(typed: string): string {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : typed;
}

const password = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(200)
  .refine((v) => !hasForbiddenCharacters(v), m.passwordRequired);

/** The six digits an authenticator app shows (RFC 6238), spaces around them ignored. */
export const totpCode = z.string({ error: m.codeInvalid }).trim().regex(/^\d{6}$/, m.codeInvalid);

/** A recovery code as a person types it, brought to its stored form. */
export const recoveryCode = z
  .string({ error: m.recoveryCodeInvalid })
  .max(40, m.recoveryCodeInvalid)
  .transform(normalizeRecoveryCode)
  .pipe(z.string().regex(recoveryCodePattern, m.recoveryCodeInvalid));

/** POST /api/auth/two-factor/enable: starts enrolment (it counts once a first code confirms it). */
export const enableTwoFactorInput = z.strictObject({ password });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorInput>;

/** What enrolment shows: the QR code's `otpauth://` address, its key as text, the recovery codes. */
export const twoFactorEnrolment = z.object({
  totpURI: z.string(),
  /** The key in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

/** POST /api/auth/two-factor/verify-totp: confirms enrolment (signed in) or completes a sign-in. */
export const verifyTotpInput = z.strictObject({ code: totpCode });
export type VerifyTotpInput = z.infer<typeof verifyTotpInput>;

/** POST /api/auth/two-factor/verify-backup-code: completes a sign-in with a recovery code, which is used up. */
export const verifyRecoveryCodeInput = z.strictObject({ code: recoveryCode });
export type VerifyRecoveryCodeInput = z.input<typeof verifyRecoveryCodeInput>;

/** POST /api/auth/two-factor/disable: the password and a current code (from the app, or a recovery code). */
export const disableTwoFactorInput = z.strictObject({
  password,
  code: z
    .string({ error: m.disableCodeInvalid })
    .trim()
    .max(40, m.disableCodeInvalid)
    .refine((v) => /^\d{6}$/.test(v) || recoveryCodePattern.test(normalizeRecoveryCode(v)), m.disableCodeInvalid),
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorInput>;

/** POST /api/auth/two-factor/generate-backup-codes: ten new recovery codes; the old ones stop working. */
export const generateRecoveryCodesInput = z.strictObject({ password });
export type GenerateRecoveryCodesInput = z.infer<typeof generateRecoveryCodesInput>;
export const recoveryCodesAnswer = z.object({ backupCodes: z.array(z.string()) });

/** What a sign-in answers when the password was right and a second step is due (no session yet). */
export const twoFactorChallenge = z.object({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;
