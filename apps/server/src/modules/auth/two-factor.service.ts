import { eq } from 'drizzle-orm';
import { twoFactor, user, verification } from '@maple/db/schema/auth';
import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import {
  normalizeRecoveryCode,
  type DisableTwoFactorInput,
  type EnableTwoFactorInput,
  type GenerateRecoveryCodesInput,
  type VerifyRecoveryCodeInput,
  type VerifyTotpInput,
} from '@maple/shared/schemas/two-factor';
import type { SessionUser } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { recoveryCodeHasher, signedChallengeId } from '../../lib/auth-two-factor.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { callAuth, type AuthCall } from './auth-call.ts';
import { spendTotpStep } from './totp-steps.ts';
import { refusalOf, twoFactorFailureOf, type TwoFactorFailure } from './two-factor-refusals.ts';

/**
 * Two-factor sign-in (issue 20, decision 039) on better-auth's twoFactor plugin: each verb calls
 * the plugin through its handler (so its per-address limits and per-account lockout apply) and
 * throws better-auth's refusals as AppError in our words. `me` is the signed-in caller, or null at
 * a sign-in's second step, where the signed `two_factor` cookie names the account instead.
 * Verbs that complete a sign-in or renew the session return better-auth's answer, which carries
 * the cookie; the route passes it on (auth-response.ts).
 */

/** Starts enrolment: the key (as a QR code address and as text) and ten recovery codes, once the password checks out. */
export async function startTwoFactor(deps: Deps, _me: SessionUser, input: EnableTwoFactorInput, call: AuthCall) {
  // The app lists the account under the brokerage's name, the one staff know it by.
  const issuer = (await getBrokerageSettings(deps.db)).teamName || 'Maple';
  const response = await callAuth(call, '/two-factor/enable', { password: input.password, issuer });
  if (!response.ok) throw refusalOf(response, await twoFactorFailureOf(response));
  const answer = (await response.json()) as { totpURI: string; backupCodes: string[] };
  const key = new URL(answer.totpURI).searchParams.get('secret') ?? '';
  return { totpURI: answer.totpURI, secret: key, backupCodes: answer.backupCodes };
}

/** Checks an app code: completes a sign-in's second step, or (signed in) confirms the enrolment. */
export async function verifyAppCode(deps: Deps, me: SessionUser | null, input: VerifyTotpInput, call: AuthCall): Promise<Response> {
  const challenged = me ? null : await challengedAccount(deps, call);
  const who = me ?? challenged;
  // A code of a step already used is refused as a wrong one (totp-steps.ts).
  if (who && (await spendTotpStep({ ...deps, auth: call.auth }, who.id, input.code)) === 'replayed') {
    if (challenged) await auditRefusal(deps, call, challenged, replayed);
    throw refusalOf(null, replayed);
  }
  const response = await callAuth(call, '/two-factor/verify-totp', { code: input.code });
  if (response.ok) {
    if (me && !me.twoFactorEnabled) await audit(deps, call, 'two_factor_enabled', me);
    return response;
  }
  const failure = await twoFactorFailureOf(response);
  if (challenged) await auditRefusal(deps, call, challenged, failure);
  throw refusalOf(response, failure);
}

/** Completes a sign-in with a recovery code instead of the app; the code is used up. */
export async function verifyRecoveryCode(deps: Deps, me: SessionUser | null, input: VerifyRecoveryCodeInput, call: AuthCall): Promise<Response> {
  const challenged = me ? null : await challengedAccount(deps, call);
  const response = await callAuth(call, '/two-factor/verify-backup-code', { code: hashOf(call, input.code) });
  if (response.ok) {
    const who = me ?? challenged;
    if (who) await audit(deps, call, 'recovery_code_used', who, { remaining: await remainingRecoveryCodes(deps, who.id) });
    return response;
  }
  const failure = await recoveryCodeFailureOf(response);
  if (challenged) await auditRefusal(deps, call, challenged, failure);
  throw refusalOf(response, failure);
}

/**
 * better-auth answers 409 when another request used the same recovery code a moment before (its
 * compare-and-swap lost, on PostgreSQL): the code is used up, so the answer is that of a used code.
 */
async function recoveryCodeFailureOf(response: Response): Promise<TwoFactorFailure> {
  return response.status === 409 ? { status: 400, message: m.wrongRecoveryCode, field: 'code', wrongCode: true } : twoFactorFailureOf(response);
}

/** Ten new recovery codes, shown once; the old ones stop working. */
export async function replaceRecoveryCodes(_deps: Deps, _me: SessionUser, input: GenerateRecoveryCodesInput, call: AuthCall) {
  const response = await callAuth(call, '/two-factor/generate-backup-codes', { password: input.password });
  if (!response.ok) throw refusalOf(response, await twoFactorFailureOf(response));
  const answer = (await response.json()) as { backupCodes: string[] };
  return { backupCodes: answer.backupCodes };
}

/**
 * Turns two-factor off: the password first, so that a mistyped one never uses up a recovery code,
 * then a current code (from the app, or a recovery code, used up), then the plugin's disable.
 */
export async function disableTwoFactor(deps: Deps, me: SessionUser, input: DisableTwoFactorInput, call: AuthCall): Promise<Response> {
  if (!me.twoFactorEnabled) throw new AppError('bad_request', m.notEnabled, undefined, noStore());
  if (!(await passwordIsRight(call, input.password))) throw new AppError('bad_request', m.wrongPassword, { password: m.wrongPassword }, noStore());

  const isAppCode = /^\d{6}$/.test(input.code);
  if (isAppCode && (await spendTotpStep({ ...deps, auth: call.auth }, me.id, input.code)) === 'replayed') throw refusalOf(null, replayed);
  const check = isAppCode
    ? await callAuth(call, '/two-factor/verify-totp', { code: input.code })
    : await callAuth(call, '/two-factor/verify-backup-code', { code: hashOf(call, normalizeRecoveryCode(input.code)), disableSession: true });
  if (!check.ok) throw refusalOf(check, await (isAppCode ? twoFactorFailureOf(check) : recoveryCodeFailureOf(check)));
  if (!isAppCode) await audit(deps, call, 'recovery_code_used', me, { remaining: await remainingRecoveryCodes(deps, me.id) });

  const response = await callAuth(call, '/two-factor/disable', { password: input.password });
  if (!response.ok) throw refusalOf(response, await twoFactorFailureOf(response));
  await audit(deps, call, 'two_factor_disabled', me);
  return response;
}

/** A right code of a step already used: answered exactly as a wrong code is. */
const replayed: TwoFactorFailure = { status: 400, message: m.wrongCode, field: 'code', wrongCode: true };

const noStore = () => new Headers({ 'cache-control': 'no-store' });

/** The route that checks a recovery code hashes what was typed before better-auth compares (auth-two-factor.ts). */
const hashOf = (call: AuthCall, code: string) => recoveryCodeHasher(call.auth.options.secret!)(code);

async function passwordIsRight(call: AuthCall, password: string): Promise<boolean> {
  try {
    await call.auth.api.verifyPassword({ body: { password }, headers: call.headers });
    return true;
  } catch {
    return false;
  }
}

type Account = { id: string; email: string };

/** The account a sign-in's second step is for, from its signed `two_factor` cookie (null without a live one). */
async function challengedAccount(deps: Deps, call: AuthCall): Promise<Account | null> {
  const id = signedChallengeId(call.cookie, call.auth.options.secret!);
  if (!id) return null;
  const [row] = await deps.db
    .select({ id: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, id));
  return row ?? null;
}

async function remainingRecoveryCodes(deps: Deps, userId: string): Promise<number> {
  const [row] = await deps.db.select({ codes: twoFactor.backupCodes }).from(twoFactor).where(eq(twoFactor.userId, userId));
  try {
    return row ? (JSON.parse(row.codes) as unknown[]).length : 0;
  } catch {
    return 0;
  }
}

/** An event of the caller's own account: they are actor and target (before a sign-in completes there is no session to name them). */
function audit(deps: Deps, call: AuthCall, kind: 'two_factor_enabled' | 'two_factor_disabled' | 'recovery_code_used', who: Account, detail?: Record<string, unknown>) {
  return recordAudit(deps.db, deps.clock.now(), { kind, ...call.source, actorUserId: who.id, actorLabel: who.email, targetUserId: who.id, targetLabel: who.email, detail });
}

/**
 * A wrong code at a sign-in's second step is a failed sign-in of that account, and a code refused
 * because the account's codes are paused is a lockout (never the code itself in either).
 */
async function auditRefusal(deps: Deps, call: AuthCall, who: Account, failure: TwoFactorFailure) {
  if (!failure.wrongCode && !failure.lockedOut) return;
  await recordAudit(deps.db, deps.clock.now(), {
    kind: failure.lockedOut ? 'sign_in_locked_out' : 'sign_in_failed',
    ...call.source,
    targetUserId: who.id,
    targetLabel: who.email,
    detail: { reason: 'two_factor' },
  });
}
