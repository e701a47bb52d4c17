import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.ts';
import { route, routes } from '../../lib/route.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unreachable']) });
const readinessSchema = z.object({ status: z.enum(['ready', 'draining', 'error']), database: z.enum(['ok', 'unreachable']).optional() });

/** Never cached; 503 with `database: 'unreachable'` when the database does not answer, else `ok`. */
async function probeAnswer<const Ok extends { status: string }>(c: Context<AppEnv>, check: string, ok: Ok) {
  c.header('Cache-Control', 'no-store');
  try {
    await c.var.db.execute(sql`select 1`);
    return c.json({ ...ok, database: 'ok' as const });
  } catch (error) {
    c.var.logger.error(`${check} failed`, { error: (error as Error).message });
    return c.json({ status: 'error' as const, database: 'unreachable' as const }, 503);
  }
}

/** Liveness and readiness, for load balancers and process managers: anyone may ask. */
export function healthRoutes(options: { draining: () => boolean }) {
  return routes(
    route(
      {
        method: 'get',
        path: '/healthz',
        audience: 'public',
        summary: 'Liveness: the process answers and reaches its database',
        responses: {
          200: { description: 'Alive, database reachable.', schema: healthSchema },
          503: { description: 'The database does not answer.', schema: healthSchema },
        },
      },
      (c) => probeAnswer(c, 'health check', { status: 'ok' }),
    ),
    route(
      {
        method: 'get',
        path: '/readyz',
        audience: 'public',
        summary: 'Readiness: whether this process takes new requests',
        description: 'Beside `/healthz`\'s liveness: 503 once the process has begun to shut down (a balancer then stops sending it new requests while those in flight finish), or when the database does not answer.',
        responses: {
          200: { description: 'Ready.', schema: readinessSchema },
          503: { description: 'Shutting down (`draining`) or the database does not answer.', schema: readinessSchema },
        },
      },
      (c) => {
        if (!options.draining()) return probeAnswer(c, 'readiness check', { status: 'ready' });
        c.header('Cache-Control', 'no-store');
        return c.json({ status: 'draining' } as const, 503);
      },
    ),
  );
}
