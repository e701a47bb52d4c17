import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { agents } from '@maple/db/schema/agents';
import { roles, type Role } from '@maple/shared/roles';
import { hasAuthCookie, type Auth } from '../lib/auth.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { languageOfUser } from '../lib/preferred-language.ts';
import { languageHeader } from '../lib/request-language.ts';
import { noteSessionActivity } from '../lib/session-activity.ts';

/**
 * Reads the better-auth session cookie once per request and exposes the user and the actor (the
 * user's role and agent id), both null when signed out. The agent is looked up here, once, so no
 * service has to find it again.
 */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A request without a sign-in cookie is a visitor's (a lead, a public read): better-auth would
    // find no session after a few hundred microseconds of its own work per request.
    const result = hasAuthCookie(c.req.header('cookie')) ? await auth.api.getSession({ headers: c.req.raw.headers }) : null;
    if (!result) {
      c.set('user', null);
      c.set('actor', null);
      return next();
    }
    const role = (roles as readonly string[]).includes(String(result.user.role)) ? (result.user.role as Role) : 'other';
    const [agent] = await c.var.db.select({ id: agents.id }).from(agents).where(eq(agents.userId, result.user.id)).limit(1);
    const language = languageOfUser(result.user);
    c.set('user', { id: result.user.id, email: result.user.email, name: result.user.name, role, sessionId: result.session.id, twoFactorEnabled: result.user.twoFactorEnabled === true, language });
    // A link the browser follows (a CSV download) sends no language header: a signed-in user's
    // answer is then in the language they chose for the back office, not English by default.
    if (c.req.path.startsWith('/api/') && !c.req.header(languageHeader)) c.set('language', language);
    c.set('actor', { userId: result.user.id, role, agentId: agent?.id ?? null });
    await noteSessionActivity(c.var.db, result.session, c.var.clock.now());
    await next();
  });
}
