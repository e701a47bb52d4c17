import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { getService, listServices } from './services.service.ts';

/** Who may call: anyone. Every service is public. */
export const serviceRoutes = new Hono<AppEnv>()
  .use(publicCache())
  .get('/', async (c) => c.json({ services: await listServices(c.var.db) }))
  .get('/:id', async (c) => c.json(await getService(c.var.db, c.req.param('id'))));
