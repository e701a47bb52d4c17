import { z } from 'zod';
import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import {
  disableTwoFactorInput,
  enableTwoFactorInput,
  generateRecoveryCodesInput,
  recoveryCodesAnswer,
  twoFactorEnrolment,
  verifyRecoveryCodeInput,
  verifyTotpInput,
} from '@maple/shared/schemas/two-factor';
import type { Auth } from '../../lib/auth.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, type Route } from '../../lib/route.ts';
import { authCallOf } from './auth-call.ts';
import { toContractResponse } from './auth-response.ts';
import { disableTwoFactor, replaceRecoveryCodes, startTwoFactor, verifyAppCode, verifyRecoveryCode } from './two-factor.service.ts';

/**
 * Two-factor sign-in (issue 20, decision 039) on better-auth's twoFactor plugin, behind our
 * schemas and error shape. Who may call: enable, disable and new recovery codes act on the
 * signed-in caller's own account; the two verify routes are public because a sign-in's second
 * step has no session yet, only the signed `two_factor` cookie the password step set (with a
 * session they confirm an enrolment, or check a code). Composed into authRoutes; the session
 * middleware runs before them (app.ts). Every code check goes through better-auth's handler, so
 * its per-address limits (auth-two-factor.ts) and its per-account lockout apply.
 */
export function twoFactorRoutes(auth: Auth): Route[] {
  return [
    route(
      {
        method: 'post',
        path: '/two-factor/enable',
        audience: 'signed-in',
        beforeTwoFactor: true,
        summary: 'Start setting up two-factor sign-in: the authenticator key (as a QR code address and as text) and ten recovery codes',
        description: 'Needs the password. Nothing changes at sign-in until a first code confirms it (two-factor/verify-totp); starting again replaces an unconfirmed key.',
        body: enableTwoFactorInput,
        errors: [409, 429],
        responses: { 200: { description: 'The key and the recovery codes, shown once', schema: twoFactorEnrolment } },
      },
      async (c, { body }) => c.json(await startTwoFactor(c.var, c.var.user!, body, authCallOf(c, auth))),
    ),
    route(
      {
        method: 'post',
        path: '/two-factor/verify-totp',
        audience: 'public',
        summary: 'Check a six-digit code: completes a sign-in (after the password) or confirms two-factor set-up (signed in)',
        description:
          'The sign-in step allows five tries per password, then asks for the password again (400 without a field, as when the ten minutes after the password are over); ten wrong codes in a row pause the account\u2019s codes for 15 minutes (429). A wrong code is 400 on `code`.',
        body: verifyTotpInput,
        errors: [429],
        responses: { 200: { description: 'Signed in, or two-factor sign-in is on: the user (the session stays in the httpOnly cookie)', schema: signedInAnswer } },
      },
      async (c, { body }) => toContractResponse(await verifyAppCode(c.var, c.var.user, body, authCallOf(c, auth)), c.req.path, c.var.language),
    ),
    route(
      {
        method: 'post',
        path: '/two-factor/verify-backup-code',
        audience: 'public',
        summary: 'Complete a sign-in with a recovery code instead of the app; the code is used up',
        description: 'Limited like verify-totp. A code already used, or not one of the account\u2019s, is 400 on `code`.',
        body: verifyRecoveryCodeInput,
        errors: [409, 429],
        responses: { 200: { description: 'Signed in: the user (the session stays in the httpOnly cookie)', schema: signedInAnswer } },
      },
      async (c, { body }) => toContractResponse(await verifyRecoveryCode(c.var, c.var.user, body, authCallOf(c, auth)), c.req.path, c.var.language),
    ),
    route(
      {
        method: 'post',
        path: '/two-factor/generate-backup-codes',
        audience: 'signed-in',
        summary: 'Ten new recovery codes; the old ones stop working',
        body: generateRecoveryCodesInput,
        errors: [429],
        responses: { 200: { description: 'The new codes, shown once', schema: recoveryCodesAnswer } },
      },
      async (c, { body }) => c.json(await replaceRecoveryCodes(c.var, c.var.user!, body, authCallOf(c, auth))),
    ),
    route(
      {
        method: 'post',
        path: '/two-factor/disable',
        audience: 'signed-in',
        summary: 'Turn off two-factor sign-in: needs the password and a current code (from the app, or a recovery code)',
        description: 'The session is renewed (a new cookie). A wrong password is 400 on `password`, a wrong code 400 on `code`; nothing changes then.',
        body: disableTwoFactorInput,
        errors: [409, 429],
        // The password is checked before any code, so that a mistyped password never uses up a
        // recovery code: these checks are limited here, the code checks by better-auth as above.
        middleware: [rateLimit('two-factor-disable', { max: 10, windowSeconds: 600, message: m.tooManyAttempts })],
        responses: { 200: { description: 'Two-factor sign-in is off', schema: z.object({ status: z.boolean() }) } },
      },
      async (c, { body }) => toContractResponse(await disableTwoFactor(c.var, c.var.user!, body, authCallOf(c, auth)), c.req.path, c.var.language),
    ),
  ];
}

/** What a completed sign-in (or check) answers, once the token is taken out (auth-response.ts). */
const signedInAnswer = z.looseObject({ user: z.looseObject({ id: z.string(), email: z.string() }) });
