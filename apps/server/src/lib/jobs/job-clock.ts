import { sql, type SQL } from 'drizzle-orm';

/**
 * An instant from the app's clock as a SQL value, so the queue's statements compare against the
 * same "now" as the rest of the app (decision 020): the system clock in production, the test's
 * manual clock in tests, which step past a backoff or a lock timeout by moving it.
 */
export function jobClock(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

/** `at` plus a number of seconds, in SQL. */
export function secondsAfter(at: SQL, seconds: number): SQL {
  return sql`(${at} + make_interval(secs => ${seconds}))`;
}
