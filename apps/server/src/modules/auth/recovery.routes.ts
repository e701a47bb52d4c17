import type { Context } from 'hono';
import { z } from 'zod';
import { passwordMessages as m } from '@maple/shared/messages/password';
import {
  changeEmailInput,
  changePasswordInput,
  emailChanged,
  emailChangeRequested,
  passwordResetRequested,
  passwordSaved,
  requestPasswordResetInput,
  resetPasswordInput,
  verifyEmailQuery,
} from '@maple/shared/schemas/password';
import type { AppEnv } from '../../lib/app-env.ts';
import type { Auth } from '../../lib/auth.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, type Route } from '../../lib/route.ts';
import { authCallOf } from './auth-call.ts';
import { toContractResponse } from './auth-response.ts';
import { changePassword, confirmEmailChange, recoveryLimits, requestEmailChange, requestPasswordReset, resetPassword } from './recovery.service.ts';

/**
 * Who may call: anyone asks for a reset link and uses one (the answer never says whether an
 * address has an account); a signed-in user changes their own password and sign-in email; anyone
 * holding a confirmation link confirms it. Each is better-auth's own endpoint (request-password-reset,
 * reset-password, change-password, change-email, verify-email), called with the body our schema
 * parsed, with our rules around it: the password policy, rate limits, the 30-minute window on our
 * clock, the notices, and the audit trail. Composed into authRoutes; the session middleware runs
 * before the two signed-in ones (app.ts).
 */
export function recoveryRoutes(auth: Auth): Route[] {
  return [
    route(
      {
        method: 'post',
        path: '/request-password-reset',
        audience: 'public',
        summary: 'Ask for a password reset link by email',
        description:
          'Always the same answer, whether or not the address has an account; when it has, a link that works once for 30 minutes is mailed through the job queue. Either way the answer comes no sooner than 250 ms after the request, so its timing tells nothing either. Limited per client address and per email address (429).',
        middleware: [rateLimit('password-reset-request', { ...recoveryLimits.resetRequestsPerAddress, message: m.forgot.tooMany })],
        body: requestPasswordResetInput,
        errors: [429],
        responses: { 200: { description: 'The neutral answer', schema: passwordResetRequested } },
      },
      async (c, { body }) => answer(c, await requestPasswordReset(c.var, c.var.user, body, authCallOf(c, auth))),
    ),
    route(
      {
        method: 'post',
        path: '/reset-password',
        audience: 'public',
        summary: 'Set a new password with the token of a reset link or an invitation',
        description:
          'The link works once: a reset for 30 minutes, an invitation (an account without a password yet) for 7 days. The new password follows the policy (at least 12 characters, not the email, not a common one). Every session of the account ends, other open links close, and a notice is mailed.',
        middleware: [rateLimit('password-reset-use', { ...recoveryLimits.resetAttemptsPerAddress, message: m.reset.tooMany })],
        body: resetPasswordInput,
        errors: [429],
        responses: { 200: { description: 'The password is saved; sign in with it', schema: passwordSaved } },
      },
      async (c, { body }) => answer(c, await resetPassword(c.var, c.var.user, body, authCallOf(c, auth))),
    ),
    route(
      {
        method: 'post',
        path: '/change-password',
        audience: 'signed-in',
        summary: 'Change your password (the current one is required)',
        description:
          'The new password follows the policy. Every other session of yours ends; this one goes on under a new cookie. A wrong current password is 400 on `currentPassword`. A notice is mailed.',
        middleware: [rateLimit('password-change', { ...recoveryLimits.passwordChangesPerAddress, message: m.change.tooMany })],
        body: changePasswordInput,
        errors: [429],
        responses: { 200: { description: 'Changed: the user (the new session token stays in the httpOnly cookie)', schema: passwordChanged } },
      },
      async (c, { body }) => toContractResponse(await changePassword(c.var, c.var.user!, body, authCallOf(c, auth)), c.req.path, c.var.language),
    ),
    route(
      {
        method: 'post',
        path: '/change-email',
        audience: 'signed-in',
        summary: 'Ask to change your sign-in email: a confirmation link goes to the new address',
        description:
          'Nothing changes until the link mailed to the new address is used (within an hour, GET /api/auth/verify-email). The current address gets a notice. The answer is the same when the new address belongs to another account (then no link is sent).',
        middleware: [rateLimit('email-change', { ...recoveryLimits.emailChangesPerAddress, message: m.email.tooMany })],
        body: changeEmailInput,
        errors: [429],
        responses: { 200: { description: 'The confirmation link is on its way', schema: emailChangeRequested } },
      },
      async (c, { body }) => answer(c, await requestEmailChange(c.var, c.var.user!, body, authCallOf(c, auth))),
    ),
    route(
      {
        method: 'get',
        path: '/verify-email',
        audience: 'public',
        summary: 'Confirm a new sign-in email with the token of its confirmation link',
        description: 'The link works once and for an hour; then the account signs in with the new address. An expired, used or unknown token is 400.',
        query: verifyEmailQuery,
        responses: { 200: { description: 'The sign-in email is changed', schema: emailChanged } },
      },
      async (c, { query }) => answer(c, await confirmEmailChange(c.var, c.var.user, query, authCallOf(c, auth))),
    ),
  ];
}


/** What a password change answers, once the token is taken out of it (auth-response.ts). */
const passwordChanged = z.looseObject({ user: z.looseObject({ id: z.string(), email: z.string() }) });

/** Our answer as JSON, or better-auth's refusal (in our error shape) when it refused before our rules ran. */
async function answer(c: Context<AppEnv>, result: object): Promise<Response> {
  return result instanceof Response ? toContractResponse(result, c.req.path, c.var.language) : c.json(result);
}
