import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { analyticsQuery } from '@maple/shared/schemas/analytics';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { platformAnalytics } from './analytics-report.service.ts';

/** Who may call: super_admin (the /api/admin guard). Platform totals for `?period=all|30d|7d`. */
export const adminAnalyticsRoutes = new Hono<AppEnv>().get('/', zValidator('query', analyticsQuery, validationError), async (c) =>
  c.json(await platformAnalytics(c.var, c.var.actor, c.req.valid('query'))),
);
