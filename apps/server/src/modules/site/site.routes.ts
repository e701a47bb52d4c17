import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { getSiteSettings } from './site.service.ts';

/** Who may call: anyone. */
export const siteRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(await getSiteSettings(c.var.db));
});
