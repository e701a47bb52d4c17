import { createMiddleware } from 'hono/factory';
import { errorsMessages } from '@maple/shared/messages/errors';
import { AppError } from '../lib/app-error.ts';
import { hasAuthCookie } from '../lib/auth.ts';
import { hasPortalCookie } from '../lib/portal-cookie.ts';
import { fromOwnPages } from '../lib/own-pages.ts';
import type { AppEnv } from '../lib/app-env.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that carries a sign-in cookie (staff, or the borrower's portal) must come from the site's own pages: its Origin is
 * PUBLIC_URL's, or, when a browser sends no Origin, Sec-Fetch-Site says same-origin. SameSite=Lax
 * cookies already stay off most cross-site requests; this also covers same-site subdomains and
 * browsers that ignore SameSite. Anonymous writes (public forms) carry no cookie and pass
 * (docs/decisions/008-origin-rule.md).
 */
export function sameOriginWrites(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    const cookie = c.req.header('cookie');
    if (safeMethods.has(c.req.method) || (!hasAuthCookie(cookie) && !hasPortalCookie(cookie))) return next();
    if (!fromOwnPages(c, allowed)) {
      c.var.logger.warn('cross-origin write refused', { path: c.req.path });
      throw new AppError('forbidden', errorsMessages.crossOrigin);
    }
    await next();
  });
}
