import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.ts';
import { route, routes } from '../../lib/route.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unreachable']) });
const readinessSchema = z.object({ status: z.enum(['ready', 'draining', 'error']), database: z.enum(['ok', 'unreachable']).optional() });

async function databaseAnswers(c: Context<AppEnv>, check: string): Promise<boolean> {
  try {
    await c.var.db.execute(sql`select 1`);
    return true;
  } catch (error) {
    c.var.logger.error(`${check} failed`, { error: (error as Error).message });
    return false;
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
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return (await databaseAnswers(c, 'health check'))
          ? c.json({ status: 'ok', database: 'ok' } as const)
          : c.json({ status: 'error', database: 'unreachable' } as const, 503);
      },
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
      async (c) => {
        c.header('Cache-Control', 'no-store');
        if (options.draining()) return c.json({ status: 'draining' } as const, 503);
        return (await databaseAnswers(c, 'readiness check'))
          ? c.json({ status: 'ready', database: 'ok' } as const)
          : c.json({ status: 'error', database: 'unreachable' } as const, 503);
      },
    ),
  );
}
