import { publicTestimonialList } from '@maple/shared/schemas/testimonials';
import { route, routes } from '../../lib/route.ts';
import { listHomeTestimonials } from './testimonials.service.ts';

/** The home page's testimonials: approved, admin-written ones only. */
export const testimonialRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'public',
      summary: 'The approved testimonials the brokerage wrote, newest first (at most 6)',
      cachedPublicly: true,
      responses: { 200: { description: 'The testimonials', schema: publicTestimonialList } },
    },
    async (c) => c.json({ testimonials: await listHomeTestimonials(c.var.db, c.var.language) }),
  ),
);
