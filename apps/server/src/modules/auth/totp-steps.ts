import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { twoFactor, user } from '@maple/db/schema/auth';
import type { Clock } from '@maple/shared/clock';
import type { Auth } from '../../lib/auth.ts';

/**
 * A TOTP code is accepted once (RFC 6238 §5.2, issue 42, decision 056). better-auth's verifier
 * accepts any code of the previous, current or next 30-second step and remembers nothing, so the
 * same code signed in three times. Before a code reaches it, we find the step the code belongs to
 * and move the user's last used step forward to it in one conditional UPDATE: of two requests
 * with one code (on one process or several) only one moves it; the other, and any later code of
 * that step or an earlier one, is refused as a wrong code.
 */

/** better-auth's settings (lib/auth-two-factor.ts): 30-second steps, one step of drift either way. */
const period = 30;
const drift = 1;

export type TotpStepDeps = { db: Db; clock: Clock; auth: Auth };

/**
 * What a typed code means for this user: `spent` (it was right for a step not used before, now
 * used), `replayed` (right, but for a step already used: refuse it) or `unknown` (not a current
 * code, or no key: better-auth answers it as it would have).
 */
export async function spendTotpStep(deps: TotpStepDeps, userId: string, code: string): Promise<'spent' | 'replayed' | 'unknown'> {
  const step = await stepOfCode(deps, userId, code);
  if (step === null) return 'unknown';
  const claimed = await deps.db
    .update(user)
    .set({ twoFactorLastStep: step })
    .where(and(eq(user.id, userId), or(isNull(user.twoFactorLastStep), lt(user.twoFactorLastStep, step))))
    .returning({ id: user.id });
  return claimed.length ? 'spent' : 'replayed';
}

/** The 30-second step whose code this is, among those better-auth accepts now; null when none. */
async function stepOfCode({ db, clock, auth }: TotpStepDeps, userId: string, code: string): Promise<number | null> {
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row) return null;
  // The key as better-auth stores and reads it (encrypted under its secret configuration).
  const stored = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: row.secret });
  // better-auth keeps a key imported from elsewhere as `base32:<key>` (we never import one; read it alike all the same).
  const key = stored.startsWith('base32:') ? base32.decode(stored.slice(7).toUpperCase()) : stored;
  const otp = createOTP(key, { period, digits: 6 });
  const now = Math.floor(clock.now().getTime() / (period * 1000));
  let found: number | null = null;
  // Every candidate is computed, so the time taken says nothing about which one matched.
  for (let step = now - drift; step <= now + drift; step++) {
    if ((await otp.hotp(step)) === code && found === null) found = step;
  }
  return found;
}
