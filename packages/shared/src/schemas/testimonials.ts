import { z } from 'zod';

/** GET /api/testimonials and the agent profile's testimonials. */
export const publicTestimonial = z.object({
  id: z.string(),
  clientName: z.string(),
  content: z.string(),
  rating: z.number(),
  createdAt: z.string(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonial>;
