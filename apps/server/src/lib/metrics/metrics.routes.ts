import { matchedRoutes } from 'hono/route';
import { createMiddleware } from 'hono/factory';
import { Registry } from 'prom-client';
import type { AppEnv } from '../app-env.ts';
import { route, routes } from '../route.ts';
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

/** `GET /metrics` for a Prometheus scraper: the process's figures and the app's (queue, leads, pool). */
export function metricsRoutes(appRegistry: Registry) {
  return routes(
    route(
      {
        method: 'get',
        path: '/metrics',
        audience: 'operator',
        summary: 'Metrics in the Prometheus text format',
        description: 'Requests by route template and status (count and latency), leads created by source, the job queue (depth and oldest due job by kind), process memory and the database pool. Only with METRICS_TOKEN as a bearer token; without it configured, 404.',
        responses: { 200: { description: 'Prometheus text exposition format 0.0.4.', contentType: 'text/plain; version=0.0.4; charset=utf-8' } },
      },
      async (c) => {
        const merged = Registry.merge([processRegistry, appRegistry]);
        c.header('Cache-Control', 'no-store');
        return c.body(await merged.metrics(), 200, { 'content-type': merged.contentType });
      },
    ),
  );
}
