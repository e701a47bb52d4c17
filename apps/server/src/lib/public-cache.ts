import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';

/**
 * Lets browsers and shared caches keep a public answer for a minute. Only for data that is the same
 * for every visitor; error answers are left uncached so a fixed record shows at once.
 */
export function publicCache(maxAgeSeconds = 60) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  });
}
