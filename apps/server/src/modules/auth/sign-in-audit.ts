import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { user } from '@maple/db/schema/auth';
import type { AppEnv } from '../../lib/app-env.ts';
import { authCookiePrefix } from '../../lib/auth.ts';
import { auditSourceOf, recordAudit } from '../audit/audit.service.ts';

/** The better-auth paths (under /api/auth) whose success starts a session: the password, then a second factor when the account has one. */
const passwordSignIn = '/sign-in/email';
const secondFactors = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/**
 * Records sign-ins in the audit trail, around better-auth's answer (mounted on /api/auth/* in
 * app.ts): `sign_in_succeeded` when a session cookie was set (after the password, or after the
 * second factor when the account has two-factor: the password step alone then sets none),
 * `sign_in_failed` when the email and password were refused, `sign_in_locked_out` when the
 * sign-in limit answered 429 (better-auth counts per client address, before it checks anything).
 * The attempted email is the event's account label; the password is never read here.
 */
export const signInAudit = createMiddleware<AppEnv>(async (c, next) => {
  const path = c.req.path.replace(/^\/api\/auth/, '');
  const isPassword = path === passwordSignIn;
  if (c.req.method !== 'POST' || (!isPassword && !secondFactors.has(path))) return next();
  // With a session already, a code confirms a two-factor set-up (which renews the cookie) or is checked
  // before turning it off: not a sign-in (two-factor.routes.ts records those events itself).
  if (!isPassword && c.var.user) return next();
  await next();
  const status = c.res.status;
  if (status === 200 && startsSession(c.res)) {
    const body = (await c.res.clone().json().catch(() => null)) as { user?: { id?: unknown; email?: unknown } } | null;
    const id = typeof body?.user?.id === 'string' ? body.user.id : null;
    const email = typeof body?.user?.email === 'string' ? body.user.email : null;
    if (!id) return;
    const source = auditSourceOf(c);
    await recordAudit(c.var.db, c.var.clock.now(), {
      kind: 'sign_in_succeeded',
      ...source,
      actorUserId: id,
      actorLabel: email,
      targetUserId: id,
      targetLabel: email,
      detail: { method: isPassword ? 'password' : 'two_factor' },
    });
    return;
  }
  // A disabled account's right password is answered as a wrong one (lib/auth-recovery.ts): 401 too.
  if (!isPassword || (status !== 401 && status !== 429)) return;
  const email = attemptedEmail(c);
  if (!email) return;
  const [account] = await c.var.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await recordAudit(c.var.db, c.var.clock.now(), {
    kind: status === 429 ? 'sign_in_locked_out' : 'sign_in_failed',
    ...auditSourceOf(c),
    targetUserId: account?.id ?? null,
    targetLabel: email,
    detail: status === 429 ? {} : { reason: 'invalid_credentials' },
  });
});

/** The email of the sign-in attempt, as the route's schema parsed it (undefined when the body was refused). */
function attemptedEmail(c: Context<AppEnv>): string | null {
  const valid = c.req.valid.bind(c.req) as unknown as (target: 'json') => { email?: unknown } | undefined;
  const email = valid('json')?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

const sessionCookie = new RegExp(`^(__Secure-)?${authCookiePrefix.replace('.', '\\.')}\\.session_token=([^;]+)`);

/** Whether the answer sets a session cookie (not one that clears it, as the password step of a two-factor sign-in does). */
function startsSession(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => sessionCookie.test(cookie) && !/;\s*max-age=0\b/i.test(cookie));
}
