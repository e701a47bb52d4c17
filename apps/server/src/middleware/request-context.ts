import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { Db } from '@maple/db/client';
import type { Logger } from '../lib/logger.ts';
import type { AppEnv } from '../app-env.ts';

/** Request id, client address and access log; the address comes from a proxy only when trusted. */
export function requestContext(options: { db: Db; logger: Logger; trustProxy: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('db', options.db);
    c.set('logger', options.logger);
    c.set('clientIp', clientIp(c, options.trustProxy));
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api') || c.res.status >= 500) {
      options.logger.info('request', {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
}

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // app.request() in tests has no socket.
    return '127.0.0.1';
  }
}
