import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { Auth } from '../../lib/auth.ts';
import { auditSourceOf, type AuditSource } from '../audit/audit.service.ts';
import { authHeaders } from './auth-headers.ts';

/**
 * What an account service needs to act through better-auth for this request: the instance, the
 * request's headers (its cookies, and our client address, which better-auth keys its limits on),
 * its URL, and who and where it came from for the audit trail. Built by the route, so services
 * never see Hono's context.
 */
export type AuthCall = { auth: Auth; headers: Headers; url: string; cookie: string | undefined; source: AuditSource };

export function authCallOf(c: Context<AppEnv>, auth: Auth): AuthCall {
  return { auth, headers: authHeaders(c), url: c.req.url, cookie: c.req.header('cookie'), source: auditSourceOf(c) };
}

/** Calls a better-auth endpoint through its handler (so its rate limits apply) with a body we built. */
export function callAuth(call: AuthCall, path: string, body: object): Promise<Response> {
  const headers = new Headers(call.headers);
  headers.set('content-type', 'application/json');
  return call.auth.handler(new Request(new URL(`/api/auth${path}`, call.url), { method: 'POST', headers, body: JSON.stringify(body) }));
}
