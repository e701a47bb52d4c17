import { z } from 'zod';

/** GET /api/lenders */
export const publicLender = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  type: z.enum(['a_lender', 'alternate_lender']),
  displayOrder: z.number(),
});
export type PublicLender = z.infer<typeof publicLender>;
