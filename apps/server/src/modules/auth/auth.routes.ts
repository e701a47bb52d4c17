import { authHeaders } from './auth-headers.ts';
import type { Context } from 'hono';
import { z } from 'zod';
import { authSessionList } from '@maple/shared/schemas/sessions';
import { signInInput } from '@maple/shared/schemas/sign-in';
import { twoFactorChallenge } from '@maple/shared/schemas/two-factor';
import type { AppEnv } from '../../lib/app-env.ts';
import type { Auth } from '../../lib/auth.ts';
import { route, routes } from '../../lib/route.ts';
import { apiNotFound } from '../../middleware/errors.ts';
import { toContractResponse } from './auth-response.ts';
import { recoveryRoutes } from './recovery.routes.ts';
import { sessionRoutes } from './sessions.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

/**
 * Who may call: anyone may sign in; sign-out and the session routes act on the caller's own
 * cookie. Only the better-auth endpoints the product uses are reachable: the rest (sign-up,
 * update-user, delete-user, send-verification-email…) answer 404, so profile changes go through our own
 * validated routes. Inputs are parsed by our schemas before better-auth sees them.
 */
export function authRoutes(auth: Auth) {
  const app = routes(
    route(
      {
        method: 'post',
        path: '/sign-in/email',
        audience: 'public',
        summary: 'Sign in with email and password; sets the session cookie',
        body: signInInput,
        // 401 also for the right password of a disabled account (lib/auth-recovery.ts).
        errors: [401, 429],
        responses: {
          200: {
            description: 'Signed in: the user (the session token stays in the httpOnly cookie); or, for an account with two-factor sign-in, `twoFactorRedirect` and no session until two-factor/verify-totp or verify-backup-code',
            schema: z.union([signedIn, twoFactorChallenge]),
          },
        },
      },
      (c, { body }) => forward(c, auth, body),
    ),
    route(
      { method: 'post', path: '/sign-out', audience: 'public', summary: "Sign out: ends the caller's session and clears its cookie", responses: { 200: { description: 'Signed out', schema: z.looseObject({ success: z.boolean() }) } } },
      (c) => forward(c, auth, {}),
    ),
    route(
      { method: 'get', path: '/get-session', audience: 'public', summary: "The caller's session and user, or null when signed out", responses: { 200: { description: 'The session, or null', schema: z.looseObject({ session: z.looseObject({}), user: z.looseObject({}) }).nullable() } } },
      (c) => forward(c, auth),
    ),
    route(
      { method: 'get', path: '/list-sessions', audience: 'signed-in', summary: "The signed-in user's sessions", responses: { 200: { description: 'Every session of the user (never its token)', schema: authSessionList } } },
      (c) => forward(c, auth),
    ),
    ...sessionRoutes(auth),
    ...recoveryRoutes(auth),
    ...twoFactorRoutes(auth),
  );
  return app.all('*', apiNotFound);
}

/** What a successful sign-in answers, once the token is taken out of it (auth-response.ts). */
const signedIn = z.looseObject({ user: z.looseObject({ id: z.string(), email: z.string(), name: z.string() }) });

/** Hands the request to better-auth with our client address and a body we parsed ourselves. */
async function forward(c: Context<AppEnv>, auth: Auth, body?: object): Promise<Response> {
  const headers = authHeaders(c);
  if (body) headers.set('content-type', 'application/json');
  const request = new Request(c.req.url, { method: c.req.method, headers, body: body ? JSON.stringify(body) : undefined });
  return toContractResponse(await auth.handler(request), c.req.path, c.var.language);
}
