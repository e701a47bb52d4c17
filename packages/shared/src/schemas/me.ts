import { z } from 'zod';
import { roles } from '../roles.ts';

/** GET /api/me */
export const meResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(roles), twoFactorEnabled: z.boolean() }),
  agent: z
    .object({ id: z.string(), name: z.string(), profileSlug: z.string().nullable() })
    .nullable(),
  /** The brokerage requires two-factor sign-in of staff and this user has not set it up: only enrolment is open. */
  mustEnrolTwoFactor: z.boolean(),
});
export type Me = z.infer<typeof meResponse>;
