import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '@maple/db/client';
import { jobs } from '@maple/db/schema/jobs';

export type EnqueueOptions = {
  /** Not before this instant: the caller's `clock.now()` for "as soon as possible". */
  runAt: Date;
  /** Tries before the job is marked failed (default 5, the column's default). */
  maxAttempts?: number;
  /** At most one job per key ever: a second enqueue with the same key is a no-op. */
  dedupeKey?: string;
};

/**
 * Writes a job row. Pass the transaction that makes the change the job is about, so both commit
 * or neither does: a process dying between the change and its follow-up loses nothing.
 * Returns the job id, or null when a job with the same dedupeKey already exists.
 */
export async function enqueueJob(
  db: Db | Tx,
  name: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions,
): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      name,
      payload,
      runAt: options.runAt,
      // From the caller's clock, like runAt (the column's default is the database's real time):
      // a job made "now" is due at once, and a schedule's job is made for its slot.
      createdAt: options.runAt,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Writes one job row per payload in one statement (the lead writer's batch, decision 053), in the
 * caller's transaction like `enqueueJob`, in the order given. No `dedupeKey` here: a batch's jobs
 * are each about their own new row. Returns their ids in the same order.
 */
export async function enqueueJobs(
  db: Db | Tx,
  name: string,
  payloads: readonly Record<string, unknown>[],
  options: Omit<EnqueueOptions, 'dedupeKey'>,
): Promise<string[]> {
  if (payloads.length === 0) return [];
  const ids = payloads.map(() => randomUUID());
  // In slices, as one INSERT carries at most 65,535 parameters.
  for (let i = 0; i < payloads.length; i += 1000) {
    await db.insert(jobs).values(
      payloads.slice(i, i + 1000).map((payload, j) => ({
        id: ids[i + j],
        name,
        payload,
        runAt: options.runAt,
        createdAt: options.runAt,
        ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      })),
    );
  }
  return ids;
}
