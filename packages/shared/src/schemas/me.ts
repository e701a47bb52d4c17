import { z } from 'zod';
import { roles } from '../roles.ts';

/** GET /api/me */
export const meResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(roles) }),
  agent: z
    .object({ id: z.string(), name: z.string(), profileSlug: z.string().nullable() })
    .nullable(),
});
export type Me = z.infer<typeof meResponse>;
