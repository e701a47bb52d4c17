import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { jobSchedules } from '@maple/db/schema/jobs';
import { enqueueJob } from './enqueue-job.ts';

export type Schedule = { name: string; intervalSeconds: number };

/** Adds a row per schedule (first slot: now); an existing row keeps its next slot and takes the new interval. */
export async function ensureSchedules(db: Db, schedules: Schedule[], at: SQL): Promise<void> {
  for (const { name, intervalSeconds } of schedules) {
    await db
      .insert(jobSchedules)
      .values({ name, intervalSeconds, nextRunAt: at })
      .onConflictDoUpdate({ target: jobSchedules.name, set: { intervalSeconds } });
  }
}

/**
 * For each schedule whose slot is due, moves `next_run_at` past `at` and enqueues one job for the
 * slot, in one transaction. The update is conditional on the slot still being due, so when two
 * processes race the second one waits for the first's row lock, sees the advanced slot and
 * updates nothing; the slot's dedupe key is a second guard. Slots missed while nothing ran are
 * skipped, not replayed: a schedule is "the latest data", not a backlog.
 */
export async function claimDueSchedules(db: Db, schedules: Schedule[], at: SQL): Promise<void> {
  for (const { name } of schedules) {
    await db.transaction(async (tx) => {
      const missed = sql`floor(extract(epoch from (${at} - ${jobSchedules.nextRunAt})) / ${jobSchedules.intervalSeconds})`;
      const [claimed] = await tx
        .update(jobSchedules)
        .set({ nextRunAt: sql`${jobSchedules.nextRunAt} + ((${jobSchedules.intervalSeconds} * (${missed} + 1))::float8 * interval '1 second')` })
        .where(and(eq(jobSchedules.name, name), lte(jobSchedules.nextRunAt, at)))
        .returning({ nextRunAt: jobSchedules.nextRunAt, intervalSeconds: jobSchedules.intervalSeconds });
      if (!claimed) return;
      const slot = new Date(claimed.nextRunAt.getTime() - claimed.intervalSeconds * 1000);
      await enqueueJob(tx, name, { slot: slot.toISOString() }, { runAt: slot, dedupeKey: `schedule:${name}:${slot.toISOString()}` });
    });
  }
}
