import { testimonial, testimonialInput } from '@maple/shared/schemas/testimonials';
import { route, routes } from '../../lib/route.ts';
import { testimonialRoutesOfBothAreas } from './testimonials.shared.routes.ts';
import { submitTestimonial } from './testimonials.service.ts';

/** The dashboard's testimonials: the agent's own, submitted pending. */
export const myTestimonialRoutes = routes(
  ...testimonialRoutesOfBothAreas.dashboard,
  route(
    {
      method: 'post',
      path: '/',
      audience: 'dashboard',
      permission: 'testimonial:create',
      summary: 'Submit a testimonial (pending until the console approves it)',
      description: 'An account with no agent record has nothing to attach it to: 404.',
      body: testimonialInput,
      responses: { 201: { description: 'The new testimonial', schema: testimonial } },
      errors: [404],
    },
    async (c, { body }) => c.json(await submitTestimonial(c.var, c.var.actor, body), 201),
  ),
);
