import { lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '@maple/db/client';
import { requestCounters } from '@maple/db/schema/request-counters';
import { errorsMessages } from '@maple/shared/messages/errors';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

export type RateLimitRule = { max: number; windowSeconds: number; message?: string };

/**
 * Counts one request against `key` in a fixed window and returns the count so far. One atomic
 * statement on a row in the database, so every app process sees the same counter (DESIGN §9);
 * `at` is the app's clock (decision 020), so a test moves past a window instead of waiting.
 */
export async function hitCounter(db: Db, key: string, windowSeconds: number, at: Date): Promise<{ count: number; windowEndsAt: Date }> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const windowEnd = sql`${now} + make_interval(secs => ${windowSeconds})`;
  const expired = sql`${requestCounters.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(requestCounters)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${requestCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: requestCounters.count, windowEndsAt: requestCounters.windowEndsAt });
  if (Math.random() < 0.01) await pruneRequestCounters(db, at);
  return row!;
}

/** Drops counters whose window ended an hour ago, so the table stays as small as the live traffic. */
export async function pruneRequestCounters(db: Db, at: Date): Promise<void> {
  await db.delete(requestCounters).where(lt(requestCounters.windowEndsAt, new Date(at.getTime() - 3600_000)));
}

/** Allows `max` requests per client address per window for the routes it guards, then answers 429. */
export function rateLimit(name: string, rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = c.var.clock.now();
    const { count, windowEndsAt } = await hitCounter(c.var.db, `${name}:${c.var.clientIp}`, rule.windowSeconds, now);
    if (count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
      c.header('Retry-After', String(retryAfter));
      c.var.logger.warn('rate limited', { limit: name });
      throw new AppError('rate_limited', rule.message ?? errorsMessages.rateLimited);
    }
    await next();
  });
}
