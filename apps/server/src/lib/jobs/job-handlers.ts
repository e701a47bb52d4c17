import type { Db } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import type { Logger } from '../logger.ts';

export type JobContext = { db: Db; clock: Clock; logger: Logger; jobId: string; attempt: number };

/** Runs one job. Throwing (or rejecting) makes the attempt a failure to be retried. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** A job that names no registered handler, e.g. written by a newer version during a rolling deploy. */
export class UnknownJobError extends Error {}

/** A job whose last try was held by a process that died: it is not run again past its attempts. */
export class JobLockExpiredError extends Error {}

/**
 * A job that cannot succeed until a person changes something (a lead mail with no lead inbox set):
 * it is failed at once instead of being retried for a day, and stays in the table to be seen.
 */
export class JobHeldError extends Error {}
