import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { listLeadsQuery } from '@maple/shared/schemas/admin-leads';
import type { AppEnv } from '../../app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { listLeads, listRecentApplications } from './admin-leads.service.ts';

/** Who may call: super_admin only (mounted under /api/admin, whose guard answers 401/403). */
export const adminLeadRoutes = new Hono<AppEnv>().get('/', zValidator('query', listLeadsQuery, validationError), async (c) => {
  return c.json({ leads: await listLeads(c.var.db, c.req.valid('query')) });
});

/** Who may call: super_admin only. The newest 20 application leads with the agent's name. */
export const adminApplicationRoutes = new Hono<AppEnv>().get('/', async (c) => {
  return c.json({ applications: await listRecentApplications(c.var.db) });
});
