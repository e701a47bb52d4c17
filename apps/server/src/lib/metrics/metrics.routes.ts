import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { matchedRoutes } from 'hono/route';
import { createMiddleware } from 'hono/factory';
import { Registry } from 'prom-client';
import { errorsMessages } from '@maple/shared/messages/errors';
import type { AppEnv } from '../app-env.ts';
import { errorBody } from '../app-error.ts';
import { observeRequest, processRegistry } from './process-metrics.ts';

/** Counts every answer under the route template that gave it (the SPA's catch-all is `*`). */
export const requestMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const route = matchedRoutes(c)[c.req.routeIndex]?.path ?? 'unmatched';
    observeRequest(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
  }
});

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may call: whoever holds METRICS_TOKEN (a Prometheus scraper), as `Authorization: Bearer`.
 * Without a token configured the route does not exist (404): the figures name routes and volumes.
 */
export function metricsRoutes(options: { token?: string; appRegistry: Registry }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!options.token) return c.json(errorBody('not_found', errorsMessages.notFound), 404);
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, options.token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(errorBody('unauthorized', errorsMessages.unauthorized), 401);
    }
    const merged = Registry.merge([processRegistry, options.appRegistry]);
    c.header('Cache-Control', 'no-store');
    return c.body(await merged.metrics(), 200, { 'content-type': merged.contentType });
  });
}
