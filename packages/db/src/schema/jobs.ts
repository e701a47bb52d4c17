import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const jobStatus = pgEnum('job_status', ['pending', 'running', 'done', 'failed']);

/**
 * The durable job queue (ARCHITECTURE §2 background work): a job is a row, written in the same
 * transaction as the change that needs it, claimed with FOR UPDATE SKIP LOCKED so each runs once
 * however many processes work the queue.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What to run, e.g. 'lead-notification'. */
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not before this instant: backoff after a failure, or a scheduled time. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker holds the job; a stale lock (crashed worker) is taken over after a timeout. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** The error class and code of the last failure, never its message (it may hold personal data). */
    lastError: text('last_error'),
    /** At most one live job per key (e.g. one run of a schedule's slot). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_ready_idx').on(t.status, t.runAt), uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey)],
);

/** Recurring work (daily rate scrape, news refresh): the next due instant per schedule, claimed atomically. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  intervalSeconds: integer('interval_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
