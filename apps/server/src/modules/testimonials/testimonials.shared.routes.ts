import { pageQuery } from '@maple/shared/schemas/paging';
import { testimonialList } from '@maple/shared/schemas/testimonials';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route } from '../../lib/route.ts';
import { listTestimonials } from './testimonials.service.ts';

/** The testimonial list in both areas: the dashboard's own, the console's every one (the service scopes by actor). */
export const testimonialRoutesOfBothAreas = inBothAreas(({ audience, say }) => [
  route(
    {
      method: 'get',
      path: '/',
      audience,
      permission: 'testimonial:read',
      summary: say({ dashboard: 'List my testimonials, newest first', console: 'List every testimonial, newest first' }),
      query: pageQuery,
      responses: { 200: { description: 'One page of testimonials', schema: testimonialList } },
    },
    async (c, { query }) => c.json(await listTestimonials(c.var, c.var.actor, query)),
  ),
]);
