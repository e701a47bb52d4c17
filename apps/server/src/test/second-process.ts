import { openDatabase } from '@maple/db/client';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/**
 * Another app process over a test app's database, as a second server behind a load balancer
 * would be: on PostgreSQL a pool of its own to the same database (nothing shared in memory but
 * the test's clock); on PGlite, which is one process's database, a second app over the same
 * database object. Close it before the first. `schedules` registers the server's schedules in it
 * too, as every server process does.
 */
export async function secondProcess(first: TestApp, options: Pick<TestAppOptions, 'schedules'> = {}): Promise<TestApp> {
  if (first.database.kind === 'postgres') {
    const pool = (first.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    const database = await openDatabase({ databaseUrl: pool.options.connectionString });
    return createTestApp({ database, clock: first.clock, ...options });
  }
  return createTestApp({ database: { ...first.database, close: async () => {} }, clock: first.clock, ...options });
}
