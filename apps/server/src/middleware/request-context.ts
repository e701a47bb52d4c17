import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { Db } from '@maple/db/client';
import { clientAddress } from '../lib/client-address.ts';
import type { Logger } from '../lib/logger.ts';
import type { AppEnv } from '../lib/app-env.ts';

/**
 * Request id, client address and access log; the address comes from a proxy only when trusted.
 * `c.var.logger` is bound to the request, so every line a route or service writes carries its id.
 */
export function requestContext(options: { db: Db; logger: Logger; trustProxyHops: number }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = randomUUID();
    c.set('db', options.db);
    const logger = options.logger.child({ requestId });
    c.set('logger', logger);
    c.set('clientIp', clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), options.trustProxyHops));
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api') || c.res.status >= 500) {
      logger.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
}

function peerAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // app.request() in tests has no socket.
    return '127.0.0.1';
  }
}
