import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';

/**
 * The borrower's portal session cookie (decision 094): its own name, apart from the staff's
 * better-auth cookies, and sent only to `/api/portal`, so a portal session never reaches `/api/me`
 * or `/api/admin` and a staff session is nothing to `/api/portal`.
 */
export const portalCookieName = 'maple_portal';
export const portalCookiePath = '/api/portal';

/** `__Secure-` over https, as better-auth names its own. */
export const portalCookieOf = (secure: boolean) => (secure ? `__Secure-${portalCookieName}` : portalCookieName);

/** Whether a Cookie header carries a portal session cookie (the same-origin rule for writes applies, decision 008). */
export function hasPortalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.split('=')[0]!.trim().replace(/^__Secure-/, '') === portalCookieName);
}

/** The token the request's portal cookie holds, if any. */
export function portalCookieToken(c: Context): string | undefined {
  return getCookie(c, portalCookieName) ?? getCookie(c, `__Secure-${portalCookieName}`);
}
