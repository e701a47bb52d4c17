import { lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '@maple/db/client';
import { requestCounters } from '@maple/db/schema/request-counters';
import { errorsMessages } from '@maple/shared/messages/errors';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { groupCommit, type GroupWriter } from './group-commit.ts';

export type RateLimitRule = { max: number; windowSeconds: number; message?: string };

type Hit = { key: string; windowSeconds: number; at: Date };
type Counted = { count: number; windowEndsAt: Date };

/** Hits gathered into one statement at most, and statements in flight at once (of the pool's 10 connections). */
const counterBatch = { maxBatch: 500, maxConcurrent: 2 };
const counterWriters = new WeakMap<Db, GroupWriter<Hit, Counted>>();

/**
 * Counts one request against `key` in a fixed window and returns the count so far. One atomic
 * statement on a row in the database, so every app process sees the same counter (ARCHITECTURE §9);
 * `at` is the app's clock (decision 020), so a test moves past a window instead of waiting. Hits
 * that arrive while the database is busy share one statement (group commit, decision 053).
 */
export async function hitCounter(db: Db, key: string, windowSeconds: number, at: Date): Promise<Counted> {
  let writer = counterWriters.get(db);
  if (!writer) counterWriters.set(db, (writer = groupCommit({ write: (hits) => hitCounters(db, hits), ...counterBatch })));
  return writer({ key, windowSeconds, at });
}

/**
 * One upsert for a batch of hits: each key's hits are added at once and handed out the counts
 * they took, in the order they came, as if each had been its own statement. The batch's instant
 * is its latest hit's. Rows go in key order, so two batches on the same keys never wait for each
 * other in a circle.
 */
async function hitCounters(db: Db, hits: Hit[]): Promise<Counted[]> {
  const at = new Date(Math.max(...hits.map((hit) => hit.at.getTime())));
  const byKey = new Map<string, { windowSeconds: number; hits: number[] }>();
  hits.forEach((hit, i) => {
    const entry = byKey.get(hit.key);
    if (entry) entry.hits.push(i);
    else byKey.set(hit.key, { windowSeconds: hit.windowSeconds, hits: [i] });
  });
  const now = sql`${at.toISOString()}::timestamptz`;
  const expired = sql`${requestCounters.windowEndsAt} <= ${now}`;
  const rows = await db
    .insert(requestCounters)
    .values(
      [...byKey]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        // The window's end worked out here (the same instant `now + make_interval(secs => …)` gives):
        // a plain value per row costs drizzle far less to build than an expression per row.
        .map(([key, entry]) => ({ key, count: entry.hits.length, windowEndsAt: new Date(at.getTime() + entry.windowSeconds * 1000) })),
    )
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        count: sql`case when ${expired} then excluded.count else ${requestCounters.count} + excluded.count end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${requestCounters.windowEndsAt} end`,
      },
    })
    .returning({ key: requestCounters.key, count: requestCounters.count, windowEndsAt: requestCounters.windowEndsAt });
  const counted: Counted[] = [];
  for (const row of rows) {
    const entry = byKey.get(row.key)!;
    entry.hits.forEach((i, j) => (counted[i] = { count: row.count - entry.hits.length + 1 + j, windowEndsAt: row.windowEndsAt }));
  }
  if (Math.random() < 0.01 * hits.length) await pruneRequestCounters(db, at);
  return counted;
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
