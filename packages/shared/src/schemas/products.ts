import { z } from 'zod';

/** GET /api/products[/:id] */
export const publicProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
  content: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicProduct = z.infer<typeof publicProduct>;
