import type { Context } from 'hono';

/**
 * Whether a request comes from the site's own pages (decision 008): its Origin is `allowedOrigin`,
 * or, when a browser sends no Origin, Sec-Fetch-Site says same-origin.
 */
export function fromOwnPages(c: Context, allowedOrigin: string): boolean {
  const origin = c.req.header('origin');
  return origin ? origin === allowedOrigin : c.req.header('sec-fetch-site') === 'same-origin';
}
