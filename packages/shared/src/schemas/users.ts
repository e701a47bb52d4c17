import { z } from 'zod';
import { roles } from '../roles.ts';
import { listOf, pageQuery } from './paging.ts';

/** One sign-in user as the console lists them (GET /api/admin/users). */
export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  /** The super admin turned their sign-in off: no session, no new sign-in. */
  disabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** The last time they signed in (after the second factor when they have one), or null if never. */
  lastSignInAt: z.string().nullable(),
  /** False for an invited user who has not set a password yet. */
  passwordSet: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = listOf(adminUser);

/** A user id in a path: better-auth's ids (ours are UUIDs); anything else is simply not found. */
export const userIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

/** `?page=&pageSize=&q=`: `q` searches name and email. */
export const adminUserQuery = pageQuery;

/** PATCH /api/admin/users/:id: turn a user's sign-in off (their sessions end at once) or on again. */
export const updateUserInput = z.strictObject({ disabled: z.boolean() });
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/** POST /api/admin/users/:id/password-reset: which link went out (an invitation to a user without a password yet). */
export const passwordLinkSent = z.object({ kind: z.enum(['reset', 'invitation']), email: z.string() });
export type PasswordLinkSent = z.infer<typeof passwordLinkSent>;
