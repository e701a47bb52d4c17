import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { pageQuery } from '@maple/shared/schemas/paging';
import { testimonialInput } from '@maple/shared/schemas/testimonials';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { listTestimonials, submitTestimonial } from './testimonials.service.ts';

/** Who may call: agents and admins (the /api/me guard): their own testimonials, submitted pending. */
export const myTestimonialRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', pageQuery, validationError), async (c) => c.json(await listTestimonials(c.var, c.var.actor, c.req.valid('query'))))
  .post('/', zValidator('json', testimonialInput, validationError), async (c) => c.json(await submitTestimonial(c.var, c.var.actor, c.req.valid('json')), 201));
