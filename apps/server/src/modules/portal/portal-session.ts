import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import { portalCookieToken } from '../../lib/portal-cookie.ts';
import { borrowerOfSession } from './portal.service.ts';

/**
 * Reads the portal cookie once per request under `/api/portal` and sets the borrower (null without
 * a live session). Better-auth's cookie means nothing here, as this one means nothing elsewhere.
 */
export const portalSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = portalCookieToken(c);
  c.set('borrower', token ? await borrowerOfSession(c.var.db, token, c.var.clock.now()) : null);
  await next();
});
