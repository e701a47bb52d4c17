import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { listHomeTestimonials } from './testimonials.service.ts';

/** Who may call: anyone. Approved, admin-written testimonials only. */
export const testimonialRoutes = new Hono<AppEnv>().use(publicCache()).get('/', async (c) => {
  return c.json({ testimonials: await listHomeTestimonials(c.var.db) });
});
