import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@maple/db/client';
import { user } from '@maple/db/schema/auth';
import { createTestDatabase } from '@maple/db/test-database';
import { manualClock } from '@maple/shared/clock';
import { testInstant } from '@maple/shared/test-instant';
import { seedDemoIfEmpty } from './seed-if-empty.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ content: 'empty' });
});
afterAll(() => database.close());

describe('seedDemoIfEmpty', () => {
  it('seeds an empty database once when several processes start together, and never one with users', async () => {
    const clock = manualClock(testInstant());
    // On PostgreSQL each call gets its own connection, as two processes would: without the lock
    // both saw no users and the second failed on the demo emails.
    const results = await Promise.all([seedDemoIfEmpty(database.db, clock), seedDemoIfEmpty(database.db, clock), seedDemoIfEmpty(database.db, clock)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await database.db.select({ n: count() }).from(user);
    expect(row?.n).toBe(3);
    expect(await seedDemoIfEmpty(database.db, clock)).toBe(false);
  });
});
