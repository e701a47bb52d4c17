import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { listPublicLenders } from './lenders.service.ts';

/** Who may call: anyone. Active lenders only. */
export const lenderRoutes = new Hono<AppEnv>().use(publicCache()).get('/', async (c) => {
  return c.json({ lenders: await listPublicLenders(c.var.db) });
});
