import { authHeaders } from './auth-headers.ts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { user } from '@maple/db/schema/auth';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { passwordMessages } from '@maple/shared/messages/password';
import {
  changeEmailInput,
  changePasswordInput,
  emailChanged,
  emailChangeRequested,
  isEmailLike,
  passwordResetRequested,
  passwordSaved,
  requestPasswordResetInput,
  resetPasswordInput,
  verifyEmailQuery,
} from '@maple/shared/schemas/password';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { queueAccountMail } from '../../lib/auth-recovery.ts';
import { hitCounter, rateLimit } from '../../lib/rate-limit.ts';
import { route, type Route } from '../../lib/route.ts';
import { auditSourceOf, recordAudit } from '../audit/audit.service.ts';
import { toContractResponse } from './auth-response.ts';
import { closePasswordLinks, openPasswordLink } from './password-links.service.ts';

const m = passwordMessages;

/** Reset requests per client address, and per email address, and how often a link may be tried. */
export const recoveryLimits = {
  resetRequestsPerAddress: { max: 10, windowSeconds: 15 * 60 },
  resetRequestsPerEmail: { max: 3, windowSeconds: 60 * 60 },
  resetAttemptsPerAddress: { max: 20, windowSeconds: 15 * 60 },
  passwordChangesPerAddress: { max: 10, windowSeconds: 15 * 60 },
  emailChangesPerAddress: { max: 10, windowSeconds: 15 * 60 },
} as const;

/**
 * No reset request is answered sooner than this after it arrived. An address with an account costs
 * a few more writes (the link's row, its mail job, the audit event: about 15 ms here) than one
 * without; waiting out the same floor for both leaves nothing to time. Ten times the gap, so a
 * loaded database still fits under it.
 */
export const resetRequestFloorMs = 250;

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
      async (c, { body }) => {
        const started = performance.now();
        const email = body.email.toLowerCase();
        const now = c.var.clock.now();
        await limitPerEmail(c, email, now);
        const response = await auth.api.requestPasswordReset({ body: { email }, headers: authHeaders(c), asResponse: true });
        if (!response.ok) return toContractResponse(response, c.req.path);
        const [account] = await c.var.db.select({ id: user.id, email: user.email }).from(user).where(eq(user.email, email));
        if (account) {
          await recordAudit(c.var.db, now, { kind: 'password_reset_requested', ...auditSourceOf(c), targetUserId: account.id, targetLabel: account.email, detail: { by: 'self' } });
        }
        await sleep(resetRequestFloorMs - (performance.now() - started));
        return c.json({ status: true as const, message: m.forgot.sent });
      },
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
      async (c, { body }) => {
        const { db, clock } = c.var;
        const link = await openPasswordLink(db, clock, body.token);
        const [account] = link ? await db.select({ email: user.email }).from(user).where(eq(user.id, link.userId)) : [];
        if (!link || !account) throw invalidLink();
        if (isEmailLike(body.newPassword, account.email)) throw new AppError('bad_request', m.policy.sameAsEmail, { newPassword: m.policy.sameAsEmail });
        const response = await auth.api.resetPassword({ body: { token: body.token, newPassword: body.newPassword }, headers: authHeaders(c), asResponse: true });
        // A 400 here is a link spent by another request a moment ago.
        if (response.status === 400) throw invalidLink();
        if (!response.ok) return toContractResponse(response, c.req.path);
        const now = clock.now();
        await db.transaction(async (tx) => {
          await closePasswordLinks(tx, link.userId);
          // An invitation's first password needs no "your password was changed" notice.
          if (link.kind === 'reset') await queueAccountMail(tx, now, { kind: 'password-changed', userId: link.userId });
          await recordAudit(tx, now, { kind: 'password_reset_used', ...auditSourceOf(c), targetUserId: link.userId, targetLabel: account.email, detail: { invitation: link.kind === 'invitation' } });
        });
        return c.json({ status: true as const });
      },
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
      async (c, { body }) => {
        const me = c.var.user!;
        if (isEmailLike(body.newPassword, me.email)) throw new AppError('bad_request', m.policy.sameAsEmail, { newPassword: m.policy.sameAsEmail });
        const response = await auth.api.changePassword({ body: { ...body, revokeOtherSessions: true }, headers: authHeaders(c), asResponse: true });
        if (response.status === 400) {
          const code = await errorCode(response);
          if (code === 'INVALID_PASSWORD') throw new AppError('bad_request', m.change.wrongCurrent, { currentPassword: m.change.wrongCurrent });
          if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new AppError('bad_request', m.change.noPassword);
        }
        if (!response.ok) return toContractResponse(response, c.req.path);
        const now = c.var.clock.now();
        await c.var.db.transaction(async (tx) => {
          await closePasswordLinks(tx, me.id);
          await queueAccountMail(tx, now, { kind: 'password-changed', userId: me.id });
          await recordAudit(tx, now, { kind: 'password_changed', ...auditSourceOf(c), targetUserId: me.id, targetLabel: me.email });
        });
        return toContractResponse(response, c.req.path);
      },
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
      async (c, { body }) => {
        const me = c.var.user!;
        const newEmail = body.newEmail.toLowerCase();
        if (newEmail === me.email.toLowerCase()) throw new AppError('bad_request', m.email.same, { newEmail: m.email.same });
        const response = await auth.api.changeEmail({ body: { newEmail }, headers: authHeaders(c), asResponse: true });
        if (!response.ok) return toContractResponse(response, c.req.path);
        const now = c.var.clock.now();
        await c.var.db.transaction(async (tx) => {
          await queueAccountMail(tx, now, { kind: 'email-change-notice', userId: me.id, oldEmail: me.email, newEmail });
          await recordAudit(tx, now, { kind: 'email_change_requested', ...auditSourceOf(c), targetUserId: me.id, targetLabel: me.email, detail: { newEmail } });
        });
        return c.json({ status: true as const, message: fillMessage(m.email.sent, { email: newEmail }) });
      },
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
      async (c, { query }) => {
        const { db, clock } = c.var;
        const claim = emailChangeClaim(query.token);
        if (!claim) throw invalidConfirmation();
        const [before] = await db.select({ email: user.email }).from(user).where(eq(user.id, claim.userId));
        if (!before || before.email !== claim.email) throw invalidConfirmation();
        const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, claim.updateTo));
        if (taken) throw new AppError('bad_request', m.email.taken, { token: m.email.taken });
        const response = await auth.api.verifyEmail({ query: { token: query.token }, headers: authHeaders(c), asResponse: true });
        if (!response.ok) {
          if (response.status >= 500) return toContractResponse(response, c.req.path);
          throw invalidConfirmation();
        }
        const [after] = await db.select({ email: user.email }).from(user).where(eq(user.id, claim.userId));
        if (!after || after.email === before.email) throw invalidConfirmation();
        await recordAudit(db, clock.now(), { kind: 'email_changed', ...auditSourceOf(c), targetUserId: claim.userId, targetLabel: after.email, detail: { from: before.email, to: after.email } });
        return c.json({ status: true as const, email: after.email });
      },
    ),
  ];
}

/** What a password change answers, once the token is taken out of it (auth-response.ts). */
const passwordChanged = z.looseObject({ user: z.looseObject({ id: z.string(), email: z.string() }) });

const invalidLink = () => new AppError('bad_request', m.reset.invalidLink, { token: m.reset.invalidLink });
const invalidConfirmation = () => new AppError('bad_request', m.email.confirmInvalid, { token: m.email.confirmInvalid });

/**
 * Reset requests for one email address, from any client address: counted under a hash of the
 * address (the counters table holds no email), the same for an address with or without an account.
 */
async function limitPerEmail(c: Context<AppEnv>, email: string, now: Date): Promise<void> {
  const rule = recoveryLimits.resetRequestsPerEmail;
  const key = `password-reset-email:${createHash('sha256').update(email).digest('base64url')}`;
  const { count, windowEndsAt } = await hitCounter(c.var.db, key, rule.windowSeconds, now);
  if (count <= rule.max) return;
  c.header('Retry-After', String(Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000))));
  throw new AppError('rate_limited', m.forgot.tooMany);
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** better-auth's error code from its JSON error body. */
async function errorCode(response: Response): Promise<string | null> {
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'string' ? body.code : null;
}

/**
 * Whose sign-in email a confirmation token would change, and to what, read from the token's
 * payload without checking its signature: only to know which row to compare before and after.
 * better-auth's verify-email checks the signature and the expiry, and makes the change.
 */
function emailChangeClaim(token: string): { userId: string; email: string; updateTo: string } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { userId, email, updateTo } = claim;
    if (typeof userId !== 'string' || typeof email !== 'string' || typeof updateTo !== 'string') return null;
    return { userId, email, updateTo };
  } catch {
    return null;
  }
}
