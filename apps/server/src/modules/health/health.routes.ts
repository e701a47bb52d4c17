import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../../lib/app-env.ts';

/** Who may call: anyone (load balancers). Answers 503 when the database does not. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  try {
    await c.var.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: 'ok' });
  } catch (error) {
    c.var.logger.error('health check failed', { error: (error as Error).message });
    return c.json({ status: 'error', database: 'unreachable' }, 503);
  }
});
