import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { recordPageViewInput } from '@maple/shared/schemas/analytics';
import type { AppEnv } from '../../lib/app-env.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validationError } from '../../lib/validation-error.ts';
import { recordPageView } from './analytics.service.ts';

/**
 * Who may call: anyone (the public profile page reports its own view). Limited per client address
 * so a loop cannot inflate an agent's numbers.
 */
export const analyticsEventRoutes = new Hono<AppEnv>().post(
  '/page-view',
  rateLimit('page-view', { max: 30, windowSeconds: 60 }),
  zValidator('json', recordPageViewInput, validationError),
  async (c) => {
    await recordPageView(c.var.db, c.req.valid('json').agentId);
    return c.body(null, 204);
  },
);
