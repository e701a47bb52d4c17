import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { user } from '@maple/db/schema/auth';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { passwordMessages as m } from '@maple/shared/messages/password';
import {
  isEmailLike,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
} from '@maple/shared/schemas/password';
import type { SessionUser } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueAccountMail } from '../../lib/auth-recovery.ts';
import type { Deps } from '../../lib/deps.ts';
import { hitCounter } from '../../lib/rate-limit.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthCall } from './auth-call.ts';
import { closePasswordLinks, openPasswordLink } from './password-links.service.ts';

/**
 * Password reset, password change and sign-in email change (issue 20, decision 040): better-auth's
 * own endpoints with our rules around them: the password policy, the per-email limit, the 30-minute
 * window on our clock, the notices and the audit trail. A verb returns better-auth's answer when it
 * must reach the browser (a refusal it worded, or a renewed session cookie); our refusals are AppErrors.
 */

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

/** Mails a reset link when the address has an account; the same answer, no sooner than the floor, either way. */
export async function requestPasswordReset(deps: Deps, _me: SessionUser | null, input: RequestPasswordResetInput, call: AuthCall) {
  const started = performance.now();
  const email = input.email.toLowerCase();
  const now = deps.clock.now();
  await limitPerEmail(deps, email, now);
  const response = await call.auth.api.requestPasswordReset({ body: { email }, headers: call.headers, asResponse: true });
  if (!response.ok) return response;
  const [account] = await deps.db.select({ id: user.id, email: user.email }).from(user).where(eq(user.email, email));
  if (account) {
    await recordAudit(deps.db, now, { kind: 'password_reset_requested', ...call.source, targetUserId: account.id, targetLabel: account.email, detail: { by: 'self' } });
  }
  await sleep(resetRequestFloorMs - (performance.now() - started));
  return { status: true as const, message: m.forgot.sent };
}

/** Sets a new password with a reset link or an invitation; ends every session, closes other links, sends the notice. */
export async function resetPassword(deps: Deps, _me: SessionUser | null, input: ResetPasswordInput, call: AuthCall) {
  const { db, clock } = deps;
  const link = await openPasswordLink(db, clock, input.token);
  const [account] = link ? await db.select({ email: user.email }).from(user).where(eq(user.id, link.userId)) : [];
  if (!link || !account) throw invalidLink();
  if (isEmailLike(input.newPassword, account.email)) throw new AppError('bad_request', m.policy.sameAsEmail, { newPassword: m.policy.sameAsEmail });
  const response = await call.auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword }, headers: call.headers, asResponse: true });
  // A 400 here is a link spent by another request a moment ago.
  if (response.status === 400) throw invalidLink();
  if (!response.ok) return response;
  const now = clock.now();
  await db.transaction(async (tx) => {
    await closePasswordLinks(tx, link.userId);
    // An invitation's first password needs no "your password was changed" notice.
    if (link.kind === 'reset') await queueAccountMail(tx, now, { kind: 'password-changed', userId: link.userId });
    await recordAudit(tx, now, { kind: 'password_reset_used', ...call.source, targetUserId: link.userId, targetLabel: account.email, detail: { invitation: link.kind === 'invitation' } });
  });
  return { status: true as const };
}

/** Changes the caller's password (the current one required); better-auth's answer carries the renewed session cookie. */
export async function changePassword(deps: Deps, me: SessionUser, input: ChangePasswordInput, call: AuthCall): Promise<Response> {
  if (isEmailLike(input.newPassword, me.email)) throw new AppError('bad_request', m.policy.sameAsEmail, { newPassword: m.policy.sameAsEmail });
  const response = await call.auth.api.changePassword({ body: { ...input, revokeOtherSessions: true }, headers: call.headers, asResponse: true });
  if (response.status === 400) {
    const code = await errorCode(response);
    if (code === 'INVALID_PASSWORD') throw new AppError('bad_request', m.change.wrongCurrent, { currentPassword: m.change.wrongCurrent });
    if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new AppError('bad_request', m.change.noPassword);
  }
  if (!response.ok) return response;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await closePasswordLinks(tx, me.id);
    await queueAccountMail(tx, now, { kind: 'password-changed', userId: me.id });
    await recordAudit(tx, now, { kind: 'password_changed', ...call.source, targetUserId: me.id, targetLabel: me.email });
  });
  return response;
}

/** Mails a confirmation link to the new address and a notice to the current one; nothing changes until the link is used. */
export async function requestEmailChange(deps: Deps, me: SessionUser, input: ChangeEmailInput, call: AuthCall) {
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === me.email.toLowerCase()) throw new AppError('bad_request', m.email.same, { newEmail: m.email.same });
  const response = await call.auth.api.changeEmail({ body: { newEmail }, headers: call.headers, asResponse: true });
  if (!response.ok) return response;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await queueAccountMail(tx, now, { kind: 'email-change-notice', userId: me.id, oldEmail: me.email, newEmail });
    await recordAudit(tx, now, { kind: 'email_change_requested', ...call.source, targetUserId: me.id, targetLabel: me.email, detail: { newEmail } });
  });
  return { status: true as const, message: fillMessage(m.email.sent, { email: newEmail }) };
}

/** Confirms a new sign-in email with the token of its link (once, within the hour). */
export async function confirmEmailChange(deps: Deps, _me: SessionUser | null, query: { token: string }, call: AuthCall) {
  const { db, clock } = deps;
  const claim = emailChangeClaim(query.token);
  if (!claim) throw invalidConfirmation();
  const [before] = await db.select({ email: user.email }).from(user).where(eq(user.id, claim.userId));
  if (!before || before.email !== claim.email) throw invalidConfirmation();
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, claim.updateTo));
  if (taken) throw new AppError('bad_request', m.email.taken, { token: m.email.taken });
  const response = await call.auth.api.verifyEmail({ query: { token: query.token }, headers: call.headers, asResponse: true });
  if (!response.ok) {
    if (response.status >= 500) return response;
    throw invalidConfirmation();
  }
  const [after] = await db.select({ email: user.email }).from(user).where(eq(user.id, claim.userId));
  if (!after || after.email === before.email) throw invalidConfirmation();
  await recordAudit(db, clock.now(), { kind: 'email_changed', ...call.source, targetUserId: claim.userId, targetLabel: after.email, detail: { from: before.email, to: after.email } });
  return { status: true as const, email: after.email };
}

const invalidLink = () => new AppError('bad_request', m.reset.invalidLink, { token: m.reset.invalidLink });
const invalidConfirmation = () => new AppError('bad_request', m.email.confirmInvalid, { token: m.email.confirmInvalid });

/**
 * Reset requests for one email address, from any client address: counted under a hash of the
 * address (the counters table holds no email), the same for an address with or without an account.
 */
async function limitPerEmail(deps: Deps, email: string, now: Date): Promise<void> {
  const rule = recoveryLimits.resetRequestsPerEmail;
  const key = `password-reset-email:${createHash('sha256').update(email).digest('base64url')}`;
  const { count, windowEndsAt } = await hitCounter(deps.db, key, rule.windowSeconds, now);
  if (count <= rule.max) return;
  const retryAfter = String(Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000)));
  throw new AppError('rate_limited', m.forgot.tooMany, undefined, new Headers({ 'Retry-After': retryAfter }));
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
