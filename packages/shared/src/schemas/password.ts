import { z } from 'zod';
import { passwordMessages } from '../messages/password.ts';
import { emailText, exactText, hasForbiddenCharacters, text } from './text.ts';

const p = passwordMessages.policy;

/** Every new password (reset, invitation, change): long, not the email, not a common one. */
export const passwordLimits = { min: 12, max: 128 } as const;

/**
 * Passwords long enough to pass the length rule that people still pick first (the top of the
 * public breach lists, keyboard walks, "password" and "welcome" with digits, and this trade's
 * own words). Compared lower-cased. A short list on purpose: it stops the guesses an attacker
 * tries first, without shipping a dictionary to every browser.
 */
const commonPasswords = new Set([
  '000000000000',
  '111111111111',
  '123123123123',
  '123456123456',
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '1234567890qwerty',
  '1q2w3e4r5t6y',
  '1q2w3e4r5t6y7u8i',
  '1qaz2wsx3edc',
  '1qaz2wsx3edc4rfv',
  'zaq12wsxcde3',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwertyuiopasdf',
  'qwertyuiopasdfgh',
  'qwerty123456',
  'qwertyqwerty',
  'asdfghjkl123',
  'asdfasdfasdf',
  'zxcvbnm12345',
  'abcdefghijkl',
  'abcdefgh1234',
  'abc123abc123',
  'password1234',
  'password12345',
  'password123456',
  'password1234567',
  'password!123',
  'passwordpassword',
  'p@ssw0rd1234',
  'p@ssword1234',
  'mypassword123',
  'newpassword123',
  'secretpassword',
  'thisismypassword',
  'iloveyou1234',
  'iloveyouiloveyou',
  'letmein12345',
  'letmeinplease',
  'welcome12345',
  'welcome123456',
  'changeme1234',
  'changemenow1',
  'administrator',
  'administrator1',
  'admin1234567',
  'adminadmin123',
  'trustno1trustno1',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'monkey123456',
  'dragon123456',
  'superman1234',
  'starwars1234',
  'computer1234',
  'internet1234',
  'whatever1234',
  'correcthorsebatterystaple',
  'canada123456',
  'toronto12345',
  'montreal1234',
  'vancouver123',
  'mortgage1234',
  'mortgage12345',
  'mortgage2025',
  'mortgage2026',
  'mortgagebroker',
  'mortgagebroker1',
  'maplemortgage',
  'maplemortgage1',
]);

/** True for a password from the list above, or one character said over and over. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return commonPasswords.has(lower) || /^(.)\1*$/u.test(lower);
}

/** True when the password is the sign-in email, or the part before its @, in any case. */
export function isEmailLike(password: string, email: string | null | undefined): boolean {
  if (!email) return false;
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return lower === address || lower === address.split('@')[0];
}

/**
 * A new password as typed (never trimmed: it is compared exactly). Whether it is the email is
 * checked where the email is known: `withPasswordNotEmail` in a form, the route on the server.
 */
export const newPasswordField = z
  .string({ error: p.required })
  .min(1, p.required)
  .refine((v) => !hasForbiddenCharacters(v), { message: p.forbiddenCharacters, abort: true })
  .min(passwordLimits.min, p.tooShort)
  .max(passwordLimits.max, p.tooLong)
  .refine((v) => !isCommonPassword(v), p.common);

/** A password being checked, not set (the current one when changing): any length the sign-in takes. */
const currentPasswordField = exactText({ max: 200, invalid: passwordMessages.change.currentRequired, tooLong: passwordMessages.change.wrongCurrent });

/** POST /api/auth/request-password-reset: the address to send the link to, if it has an account. */
export const requestPasswordResetInput = z.strictObject({
  email: emailText({ invalid: passwordMessages.forgot.invalidEmail, required: passwordMessages.forgot.invalidEmail }),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordInput = z.strictObject({
  token: text({ max: 200, invalid: passwordMessages.reset.tokenRequired }).min(1, passwordMessages.reset.tokenRequired),
  newPassword: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** POST /api/auth/change-password: the current password and the new one (other sessions always end). */
export const changePasswordInput = z.strictObject({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Both new-password fields of a form agree. */
const confirmed = <T extends { newPassword: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.confirmPassword !== value.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: p.mismatch });
};
const confirmField = z.string({ error: p.confirmRequired }).min(1, p.confirmRequired);

/** The reset page's form: the new password twice (the email is not known there; the server checks it). */
export const resetPasswordForm = z.strictObject({ newPassword: newPasswordField, confirmPassword: confirmField }).superRefine(confirmed);
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** The Account area's password form, for the signed-in user whose email is known. */
export function changePasswordForm(email: string) {
  return changePasswordInput.extend({ confirmPassword: confirmField }).superRefine((value, ctx) => {
    if (isEmailLike(value.newPassword, email)) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: p.sameAsEmail });
    confirmed(value, ctx);
  });
}
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordForm>>;

/** POST /api/auth/change-email: the new sign-in email (a link goes to it; nothing changes until it is used). */
export const changeEmailInput = z.strictObject({
  newEmail: emailText({ invalid: passwordMessages.email.invalidEmail, required: passwordMessages.email.required }),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

/** The Account area's sign-in email form: the same body, refusing the current address. */
export function changeEmailForm(currentEmail: string) {
  return changeEmailInput.refine((v) => v.newEmail.toLowerCase() !== currentEmail.toLowerCase(), { path: ['newEmail'], message: passwordMessages.email.same });
}

/** GET /api/auth/verify-email?token=: the token from the confirmation link. */
export const verifyEmailQuery = z.object({
  token: text({ max: 4000, invalid: passwordMessages.email.confirmInvalid }).min(1, passwordMessages.email.confirmInvalid),
});

/** What the recovery routes answer on success. */
export const passwordResetRequested = z.object({ status: z.literal(true), message: z.string() });
export const passwordSaved = z.object({ status: z.literal(true) });
export const emailChangeRequested = z.object({ status: z.literal(true), message: z.string() });
export const emailChanged = z.object({ status: z.literal(true), email: z.string() });
