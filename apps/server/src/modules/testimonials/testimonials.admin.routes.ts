import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { pageQuery } from '@maple/shared/schemas/paging';
import { testimonialApprovalInput, testimonialInput } from '@maple/shared/schemas/testimonials';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { addAdminTestimonial, deleteTestimonial, editAdminTestimonial, listTestimonials, setTestimonialApproval } from './testimonials.service.ts';

/** Who may call: super_admin (the /api/admin guard); editing an admin-written one: its author only (403). */
export const adminTestimonialRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', pageQuery, validationError), async (c) => c.json(await listTestimonials(c.var, c.var.actor, c.req.valid('query'))))
  .post('/', zValidator('json', testimonialInput, validationError), async (c) => c.json(await addAdminTestimonial(c.var, c.var.actor, c.req.valid('json')), 201))
  .patch('/:id', zValidator('json', testimonialInput, validationError), async (c) =>
    c.json(await editAdminTestimonial(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))),
  )
  .patch('/:id/approval', zValidator('json', testimonialApprovalInput, validationError), async (c) =>
    c.json(await setTestimonialApproval(c.var, c.var.actor, c.req.param('id'), c.req.valid('json').isApproved)),
  )
  .delete('/:id', async (c) => {
    await deleteTestimonial(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });
