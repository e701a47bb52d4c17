import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { pageQuery } from '@maple/shared/schemas/paging';
import type { AppEnv } from '../../app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { listAgents } from './agents.service.ts';

/** Who may call: super_admin (mounted under /api/admin). */
export const adminAgentRoutes = new Hono<AppEnv>().get('/', zValidator('query', pageQuery, validationError), async (c) =>
  c.json(await listAgents(c.var, c.var.actor, c.req.valid('query'))),
);
