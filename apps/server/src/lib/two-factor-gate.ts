import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '@maple/db/client';
import { siteSettings } from '@maple/db/schema/site-settings';
import { twoFactorMessages } from '@maple/shared/messages/two-factor';
import type { Role } from '@maple/shared/roles';
import type { AppEnv, SessionUser } from './app-env.ts';
import { AppError } from './app-error.ts';

/** Who the brokerage's "require two-factor" setting applies to: everyone who works in the back office. */
export const staffRoles: readonly Role[] = ['super_admin', 'admin', 'agent'];

/**
 * Whether this user must set up two-factor sign-in before anything else: staff without it while
 * the brokerage settings require it (issue 20). Read from the settings record on each call (only
 * for staff without two-factor), so a change made on one process applies on every other at once.
 */
export async function twoFactorEnrolmentDue(db: Db, user: Pick<SessionUser, 'role' | 'twoFactorEnabled'>): Promise<boolean> {
  if (user.twoFactorEnabled || !staffRoles.includes(user.role)) return false;
  const [row] = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.data.requireTwoFactor === true;
}

/**
 * The door every signed-in route passes (route.ts `admit`), after the role check: a staff user who
 * must still enrol gets 403 `two_factor_required`, except on the routes that lead to enrolment
 * (`beforeTwoFactor`: /api/me, two-factor/enable); sign-out is public and stays open.
 */
export async function assertTwoFactorSatisfied(c: Context<AppEnv>): Promise<void> {
  const user = c.var.user;
  if (user && (await twoFactorEnrolmentDue(c.var.db, user))) throw new AppError('two_factor_required', twoFactorMessages.required);
}
