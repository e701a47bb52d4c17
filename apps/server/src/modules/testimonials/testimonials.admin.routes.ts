import { testimonialsMessages } from '@maple/shared/messages/testimonials';
import { idParam } from '@maple/shared/schemas/path-params';
import { testimonial, testimonialApprovalInput, testimonialInput } from '@maple/shared/schemas/testimonials';
import { route, routes } from '../../lib/route.ts';
import { testimonialRoutesOfBothAreas } from './testimonials.shared.routes.ts';
import { addAdminTestimonial, deleteTestimonial, editAdminTestimonial, setTestimonialApproval } from './testimonials.service.ts';

const one = { params: idParam, notFound: testimonialsMessages.notFound } as const;

/** The console's testimonials: every one; editing an admin-written one is for its author only (403). */
export const adminTestimonialRoutes = routes(
  ...testimonialRoutesOfBothAreas.console,
  route(
    {
      method: 'post',
      path: '/',
      audience: 'console',
      permission: 'testimonial:create',
      summary: "Write the brokerage's own testimonial (approved at once, so `permission` is required: 400 without it)",
      body: testimonialInput,
      responses: { 201: { description: 'The new testimonial', schema: testimonial } },
    },
    async (c, { body }) => c.json(await addAdminTestimonial(c.var, c.var.actor, body), 201),
  ),
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'console',
      permission: 'testimonial:update',
      summary: 'Change an admin-written testimonial (its author only)',
      ...one,
      body: testimonialInput,
      responses: { 200: { description: 'The testimonial as saved', schema: testimonial } },
    },
    async (c, { params, body }) => c.json(await editAdminTestimonial(c.var, c.var.actor, params.id, body)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id/approval',
      audience: 'console',
      permission: 'testimonial:update',
      summary: "Approve or unapprove an agent's testimonial (admin-written ones stay approved: 409)",
      description: 'Approving needs the author\u2019s `permission`, recorded already or sent here; without it: 400 naming `permission`.',
      ...one,
      body: testimonialApprovalInput,
      responses: { 200: { description: 'The testimonial as saved', schema: testimonial } },
      errors: [409],
    },
    async (c, { params, body }) => c.json(await setTestimonialApproval(c.var, c.var.actor, params.id, body)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'console', permission: 'testimonial:delete', summary: 'Delete a testimonial', ...one, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteTestimonial(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);
