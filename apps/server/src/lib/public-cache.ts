import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

/**
 * Lets browsers and shared caches keep a public answer for a minute. Only for data that is the same
 * for every visitor; error answers are left uncached so a fixed record shows at once. A signed-in
 * browser (the super admin checking a change to rates, products, services or lenders) is told not
 * to keep it at all, so a public page shows the change as soon as the console invalidates it.
 */
export function publicCache(maxAgeSeconds = 60) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.header('Cache-Control', c.var.user ? 'private, no-store' : `public, max-age=${maxAgeSeconds}`);
    // A copy kept before signing in must not answer after it (the cookie differs then).
    c.header('Vary', 'Cookie', { append: true });
  });
}
