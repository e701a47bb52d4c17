import { z } from 'zod';

/** GET /api/services[/:id]; imageUrl is absolute or a site path, ready for an <img>. */
export const publicService = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  features: z.array(z.unknown()),
  createdAt: z.string(),
});
export type PublicService = z.infer<typeof publicService>;
