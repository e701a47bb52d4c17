import { authHeaders } from './auth-headers.ts';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { twoFactor, user, verification } from '@maple/db/schema/auth';
import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import {
  disableTwoFactorInput,
  enableTwoFactorInput,
  generateRecoveryCodesInput,
  normalizeRecoveryCode,
  recoveryCodesAnswer,
  twoFactorEnrolment,
  verifyRecoveryCodeInput,
  verifyTotpInput,
} from '@maple/shared/schemas/two-factor';
import type { AppEnv } from '../../lib/app-env.ts';
import { codeForStatus, errorBody } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { recoveryCodeHasher, signedChallengeId } from '../../lib/auth-two-factor.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, type ErrorStatus, type Route } from '../../lib/route.ts';
import { auditSourceOf, recordAudit } from '../audit/audit.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { toContractResponse } from './auth-response.ts';
import { spendTotpStep } from './totp-steps.ts';

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
  const secret = auth.options.secret!;
  const hashRecoveryCode = recoveryCodeHasher(secret);

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
      async (c, { body }) => {
        // The app lists the account under the brokerage's name, the one staff know it by.
        const issuer = (await getBrokerageSettings(c.var.db)).teamName || 'Maple';
        const response = await callAuth(c, auth, '/two-factor/enable', { password: body.password, issuer });
        if (!response.ok) return refusal(response, await failureOf(response));
        const answer = (await response.json()) as { totpURI: string; backupCodes: string[] };
        const key = new URL(answer.totpURI).searchParams.get('secret') ?? '';
        return c.json({ totpURI: answer.totpURI, secret: key, backupCodes: answer.backupCodes });
      },
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
      async (c, { body }) => {
        const signedIn = c.var.user;
        const challenged = signedIn ? null : await challengedUser(c, secret);
        const who = signedIn ?? challenged;
        // A code of a step already used is refused as a wrong one (totp-steps.ts).
        if (who && (await spendTotpStep({ ...c.var, auth }, who.id, body.code)) === 'replayed') {
          if (challenged) await auditRefusal(c, challenged, replayed);
          return refusalOf(replayed.status, replayed.message, replayed.field);
        }
        const response = await callAuth(c, auth, '/two-factor/verify-totp', { code: body.code });
        if (response.ok) {
          if (signedIn && !signedIn.twoFactorEnabled) await audit(c, 'two_factor_enabled', signedIn);
          return toContractResponse(response, c.req.path);
        }
        const failure = await failureOf(response);
        if (challenged) await auditRefusal(c, challenged, failure);
        return refusal(response, failure);
      },
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
      async (c, { body }) => {
        const signedIn = c.var.user;
        const challenged = signedIn ? null : await challengedUser(c, secret);
        const response = await callAuth(c, auth, '/two-factor/verify-backup-code', { code: hashRecoveryCode(body.code) });
        if (response.ok) {
          const who = signedIn ?? challenged;
          if (who) await audit(c, 'recovery_code_used', who, { remaining: await remainingRecoveryCodes(c, who.id) });
          return toContractResponse(response, c.req.path);
        }
        const failure = await failureOf(response);
        if (challenged) await auditRefusal(c, challenged, failure);
        return refusal(response, failure);
      },
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
      async (c, { body }) => {
        const response = await callAuth(c, auth, '/two-factor/generate-backup-codes', { password: body.password });
        if (!response.ok) return refusal(response, await failureOf(response));
        const answer = (await response.json()) as { backupCodes: string[] };
        return c.json({ backupCodes: answer.backupCodes });
      },
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
      async (c, { body }) => {
        const me = c.var.user!;
        if (!me.twoFactorEnabled) return refusalOf(400, m.notEnabled);
        if (!(await passwordIsRight(auth, c, body.password))) return refusalOf(400, m.wrongPassword, 'password');

        const isAppCode = /^\d{6}$/.test(body.code);
        if (isAppCode && (await spendTotpStep({ ...c.var, auth }, me.id, body.code)) === 'replayed') return refusalOf(replayed.status, replayed.message, replayed.field);
        const check = isAppCode
          ? await callAuth(c, auth, '/two-factor/verify-totp', { code: body.code })
          : await callAuth(c, auth, '/two-factor/verify-backup-code', { code: hashRecoveryCode(normalizeRecoveryCode(body.code)), disableSession: true });
        if (!check.ok) return refusal(check, await failureOf(check));
        if (!isAppCode) await audit(c, 'recovery_code_used', me, { remaining: await remainingRecoveryCodes(c, me.id) });

        const response = await callAuth(c, auth, '/two-factor/disable', { password: body.password });
        if (!response.ok) return refusal(response, await failureOf(response));
        await audit(c, 'two_factor_disabled', me);
        return toContractResponse(response, c.req.path);
      },
    ),
  ];
}

/** What a completed sign-in (or check) answers, once the token is taken out (auth-response.ts). */
const signedInAnswer = z.looseObject({ user: z.looseObject({ id: z.string(), email: z.string() }) });

/** Calls a better-auth endpoint through its handler (so its rate limits apply) with our client address and a body we built. */
function callAuth(c: Context<AppEnv>, auth: Auth, path: string, body: object): Promise<Response> {
  const headers = authHeaders(c);
  headers.set('content-type', 'application/json');
  return auth.handler(new Request(new URL(`/api/auth${path}`, c.req.url), { method: 'POST', headers, body: JSON.stringify(body) }));
}

async function passwordIsRight(auth: Auth, c: Context<AppEnv>, password: string): Promise<boolean> {
  try {
    await auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers });
    return true;
  } catch {
    return false;
  }
}

type Failure = { status: ErrorStatus; message: string; field?: 'code' | 'password'; wrongCode?: boolean; lockedOut?: boolean };

/**
 * better-auth's refusal in our words. A wrong code or password is a 400 on its field (a 401 here
 * would read to the web app as "your session ended"). A sign-in challenge that expired or ran out
 * of tries is a 400 without a field, whose words say to sign in again: these routes are public, so
 * they answer a caller without a challenge like any other (never a 401). Its limits are 429.
 */
async function failureOf(response: Response): Promise<Failure> {
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : '';
  switch (code) {
    case 'INVALID_CODE':
      return { status: 400, message: m.wrongCode, field: 'code', wrongCode: true };
    case 'INVALID_BACKUP_CODE':
      return { status: 400, message: m.wrongRecoveryCode, field: 'code', wrongCode: true };
    case 'INVALID_PASSWORD':
      return { status: 400, message: m.wrongPassword, field: 'password' };
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return { status: 400, message: m.challengeExpired };
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return { status: 429, message: m.lockedOut, lockedOut: true };
    case 'TOTP_ALREADY_ENABLED':
      return { status: 409, message: m.alreadyEnabled };
    case 'TWO_FACTOR_NOT_ENABLED':
    case 'TOTP_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
      return { status: 400, message: m.notEnabled };
  }
  if (response.status === 429) return { status: 429, message: m.tooManyAttempts };
  if (response.status === 409) return { status: 409, message: m.failed };
  if (response.status === 401) return { status: 400, message: m.challengeExpired };
  return { status: (response.status >= 500 ? 500 : 400) as ErrorStatus, message: m.failed };
}

/** A right code of a step already used: answered exactly as a wrong code is. */
const replayed: Failure = { status: 400, message: m.wrongCode, field: 'code', wrongCode: true };

/** Our error body with better-auth's headers kept (an expired challenge cookie, Retry-After). */
function refusal(response: Response, failure: Failure): Response {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) headers.set('Retry-After', String(Math.max(1, Number.parseInt(retryAfter, 10) || 1)));
  if (failure.status === 429 && !retryAfter) headers.set('Retry-After', '60');
  return refusalOf(failure.status, failure.message, failure.field, headers);
}

function refusalOf(status: ErrorStatus, message: string, field?: 'code' | 'password', headers = new Headers()): Response {
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(errorBody(codeForStatus(status), message, field ? { [field]: message } : undefined)), { status, headers });
}

type Account = { id: string; email: string };

/** The account a sign-in's second step is for, from its signed `two_factor` cookie (null without a live one). */
async function challengedUser(c: Context<AppEnv>, secret: string): Promise<Account | null> {
  const id = signedChallengeId(c.req.header('cookie'), secret);
  if (!id) return null;
  const [row] = await c.var.db
    .select({ id: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, id));
  return row ?? null;
}

async function remainingRecoveryCodes(c: Context<AppEnv>, userId: string): Promise<number> {
  const [row] = await c.var.db.select({ codes: twoFactor.backupCodes }).from(twoFactor).where(eq(twoFactor.userId, userId));
  try {
    return row ? (JSON.parse(row.codes) as unknown[]).length : 0;
  } catch {
    return 0;
  }
}

/** An event of the caller's own account: they are actor and target (before a sign-in completes there is no session to name them). */
function audit(c: Context<AppEnv>, kind: 'two_factor_enabled' | 'two_factor_disabled' | 'recovery_code_used', who: Account, detail?: Record<string, unknown>) {
  return recordAudit(c.var.db, c.var.clock.now(), { kind, ...auditSourceOf(c), actorUserId: who.id, actorLabel: who.email, targetUserId: who.id, targetLabel: who.email, detail });
}

/**
 * A wrong code at a sign-in's second step is a failed sign-in of that account, and a code refused
 * because the account's codes are paused is a lockout (never the code itself in either).
 */
async function auditRefusal(c: Context<AppEnv>, who: Account, failure: Failure) {
  if (!failure.wrongCode && !failure.lockedOut) return;
  await recordAudit(c.var.db, c.var.clock.now(), {
    kind: failure.lockedOut ? 'sign_in_locked_out' : 'sign_in_failed',
    ...auditSourceOf(c),
    targetUserId: who.id,
    targetLabel: who.email,
    detail: { reason: 'two_factor' },
  });
}
