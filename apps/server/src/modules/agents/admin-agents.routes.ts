import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { listAllAgents } from './agents.service.ts';

/** Mounted under /api/admin, which only super_admin may call. */
export const adminAgentRoutes = new Hono<AppEnv>().get('/', async (c) => {
  return c.json({ agents: await listAllAgents(c.var.db) });
});
