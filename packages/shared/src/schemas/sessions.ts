import { z } from 'zod';
import { text } from './text.ts';

/**
 * One of the signed-in user's sessions as `GET /api/auth/list-sessions` answers it (better-auth's
 * row without its token: the token is the cookie's secret and never leaves the server).
 * `updatedAt` is when the session was last seen, to within a few minutes.
 */
export const authSession = z.looseObject({
  id: z.string(),
  userId: z.string(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type AuthSession = z.infer<typeof authSession>;
export const authSessionList = z.array(authSession);

/** POST /api/auth/revoke-session: the session to end, by the id list-sessions gave (never its token). */
export const revokeSessionInput = z.strictObject({ id: text({ max: 200 }).min(1) });
export type RevokeSessionInput = z.infer<typeof revokeSessionInput>;

/** What better-auth's revoke routes answer. */
export const revokeAnswer = z.object({ status: z.boolean() });
