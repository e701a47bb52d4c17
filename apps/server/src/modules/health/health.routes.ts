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

/**
 * Who may call: anyone (load balancers). Readiness, beside `/healthz`'s liveness: 503 once the
 * process has begun to shut down (so a balancer stops sending it new requests while those in
 * flight finish) or when the database does not answer.
 */
export function readinessRoutes(draining: () => boolean) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining()) return c.json({ status: 'draining' }, 503);
    try {
      await c.var.db.execute(sql`select 1`);
      return c.json({ status: 'ready', database: 'ok' });
    } catch (error) {
      c.var.logger.error('readiness check failed', { error: (error as Error).message });
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  });
}
