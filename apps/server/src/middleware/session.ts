import { createMiddleware } from 'hono/factory';
import { roles, type Role } from '@maple/shared/roles';
import type { Auth } from '../lib/auth.ts';
import type { AppEnv } from '../app-env.ts';

/** Reads the better-auth session cookie once per request and exposes the user (or null). */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (result) {
      const role = (roles as readonly string[]).includes(String(result.user.role)) ? (result.user.role as Role) : 'other';
      c.set('user', { id: result.user.id, email: result.user.email, name: result.user.name, role });
    } else {
      c.set('user', null);
    }
    await next();
  });
}
