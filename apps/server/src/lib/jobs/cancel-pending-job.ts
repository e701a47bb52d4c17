import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { jobs } from '@maple/db/schema/jobs';

/**
 * Removes the job written under `dedupeKey` if no worker has taken it yet, in the caller's
 * transaction, and frees the key for a later enqueue. Answers false when there is none pending: a
 * worker is running it (it waits here for that worker's claim to commit, then sees it running) or
 * it has ended.
 */
export async function cancelPendingJob(db: Db | Tx, dedupeKey: string): Promise<boolean> {
  const removed = await db
    .delete(jobs)
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return removed.length > 0;
}
