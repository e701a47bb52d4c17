import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import { signInInput } from '@maple/shared/schemas/sign-in';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientIpHeader, type Auth } from '../../lib/auth.ts';
import { validationError } from '../../lib/validation-error.ts';
import { apiNotFound } from '../../middleware/errors.ts';
import { toContractResponse } from './auth-response.ts';

/**
 * Who may call: anyone may sign in; sign-out and the session routes act on the caller's own
 * cookie. Only the better-auth endpoints the product uses are reachable: the rest (sign-up,
 * update-user, change-email, delete-user…) answer 404, so profile changes go through our own
 * validated routes. Inputs are parsed by our schemas before better-auth sees them.
 */
export function authRoutes(auth: Auth) {
  return new Hono<AppEnv>()
    .post('/sign-in/email', zValidator('json', signInInput, validationError), (c) => forward(c, auth, c.req.valid('json')))
    .post('/sign-out', (c) => forward(c, auth, {}))
    .get('/get-session', (c) => forward(c, auth))
    .get('/list-sessions', (c) => forward(c, auth))
    .all('*', apiNotFound);
}

/** Hands the request to better-auth with our client address and a body we parsed ourselves. */
async function forward(c: Context<AppEnv>, auth: Auth, body?: object): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  // better-auth keys its sign-in rate limit on this header, so it must be ours, never the client's.
  headers.set(clientIpHeader, c.var.clientIp);
  headers.delete('content-length');
  if (body) headers.set('content-type', 'application/json');
  const request = new Request(c.req.url, { method: c.req.method, headers, body: body ? JSON.stringify(body) : undefined });
  return toContractResponse(await auth.handler(request), c.req.path);
}
