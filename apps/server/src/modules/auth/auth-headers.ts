import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientIpHeader } from '../../lib/auth.ts';

/**
 * The request's headers for a call into better-auth: our client address in its header (better-auth
 * keys its rate limits on it, so it must be ours, never the client's), and no content-length, as
 * the body sent on is one we built from what our schema parsed.
 */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(clientIpHeader, c.var.clientIp);
  headers.delete('content-length');
  return headers;
}
