import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { analyticsQuery } from '@maple/shared/schemas/analytics';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { agentAnalytics } from './analytics-report.service.ts';

/** Who may call: agents and admins (the /api/me guard); the numbers of the actor's own agent record only. */
export const myAnalyticsRoutes = new Hono<AppEnv>().get('/', zValidator('query', analyticsQuery, validationError), async (c) =>
  c.json(await agentAnalytics(c.var, c.var.actor, c.req.valid('query'))),
);
