import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@maple/db/client';
import { requestCounters } from '@maple/db/schema/request-counters';
import { createTestDatabase } from '@maple/db/test-database';
import { hitCounter, pruneRequestCounters } from './rate-limit.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('hitCounter (database-backed, fixed window)', () => {
  it('counts hits on one key and keeps keys apart', async () => {
    expect((await hitCounter(database.db, 'test:a', 60)).count).toBe(1);
    expect((await hitCounter(database.db, 'test:a', 60)).count).toBe(2);
    expect((await hitCounter(database.db, 'test:b', 60)).count).toBe(1);
  });

  it('gives every concurrent hit its own count: one atomic statement, no lost updates', async () => {
    const counts = await Promise.all(Array.from({ length: 25 }, () => hitCounter(database.db, 'test:burst', 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('starts again at 1 once the window has ended', async () => {
    await hitCounter(database.db, 'test:window', 60);
    await hitCounter(database.db, 'test:window', 60);
    await database.db.update(requestCounters).set({ windowEndsAt: sql`now() - interval '1 second'` }).where(eq(requestCounters.key, 'test:window'));
    const next = await hitCounter(database.db, 'test:window', 60);
    expect(next.count).toBe(1);
    expect(next.windowEndsAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('prunes counters whose window ended long ago', async () => {
    await hitCounter(database.db, 'test:stale', 60);
    await database.db.update(requestCounters).set({ windowEndsAt: sql`now() - interval '2 hours'` }).where(eq(requestCounters.key, 'test:stale'));
    await pruneRequestCounters(database.db);
    expect(await database.db.select().from(requestCounters).where(eq(requestCounters.key, 'test:stale'))).toEqual([]);
    expect((await database.db.select().from(requestCounters).where(eq(requestCounters.key, 'test:a'))).length).toBe(1);
  });
});
