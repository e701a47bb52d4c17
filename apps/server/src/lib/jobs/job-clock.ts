import { sql, type SQL } from 'drizzle-orm';

/**
 * "Now" for the queue's statements: the database's clock, so every process agrees on what is due
 * whatever its own clock says; or a given instant, so a test can step past a backoff or a lock
 * timeout without waiting for it.
 */
export function jobClock(now?: Date): SQL {
  // Milliseconds, as JavaScript dates hold them: a run_at read back and passed in as `now` then
  // compares equal instead of a few microseconds early.
  return now ? sql`${now.toISOString()}::timestamptz` : sql`date_trunc('milliseconds', now())`;
}

/** `at` plus a number of seconds, in SQL. */
export function secondsAfter(at: SQL, seconds: number): SQL {
  return sql`(${at} + make_interval(secs => ${seconds}))`;
}
