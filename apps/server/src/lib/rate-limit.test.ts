import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@maple/db/client';
import { requestCounters } from '@maple/db/schema/request-counters';
import { createTestDatabase } from '@maple/db/test-database';
import { manualClock } from '@maple/shared/clock';
import { testInstant } from '@maple/shared/test-instant';
import { hitCounter, pruneRequestCounters } from './rate-limit.ts';

let database: Database;
const clock = manualClock(testInstant());
const hit = (key: string) => hitCounter(database.db, key, 60, clock.now());
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('hitCounter (database-backed, fixed window)', () => {
  it('counts hits on one key and keeps keys apart', async () => {
    expect((await hit('test:a')).count).toBe(1);
    expect((await hit('test:a')).count).toBe(2);
    expect((await hit('test:b')).count).toBe(1);
  });

  it('gives every concurrent hit its own count: one atomic statement, no lost updates', async () => {
    const counts = await Promise.all(Array.from({ length: 25 }, () => hit('test:burst')));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('starts again at 1 once the window has ended', async () => {
    const first = await hit('test:window');
    expect((await hit('test:window')).count).toBe(2);
    clock.advance(59_999);
    expect((await hit('test:window')).count).toBe(3);
    clock.advance(1);
    const next = await hit('test:window');
    expect(next.count).toBe(1);
    expect(next.windowEndsAt.getTime()).toBe(first.windowEndsAt.getTime() + 60_000);
  });

  it('prunes counters whose window ended long ago', async () => {
    await hit('test:stale');
    // Two hours on, 'test:stale' ended long ago; 'test:a', hit again now, has a live window.
    clock.advance(2 * 3600_000);
    await hit('test:a');
    await pruneRequestCounters(database.db, clock.now());
    expect(await database.db.select().from(requestCounters).where(eq(requestCounters.key, 'test:stale'))).toEqual([]);
    expect((await database.db.select().from(requestCounters).where(eq(requestCounters.key, 'test:a'))).length).toBe(1);
  });
});
