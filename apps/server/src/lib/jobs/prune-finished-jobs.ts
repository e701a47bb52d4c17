import { and, inArray, lt } from 'drizzle-orm';
import { jobs } from '@maple/db/schema/jobs';
import type { JobHandler } from './job-handlers.ts';

export const pruneFinishedJobsSchedule = 'jobs-prune';
export const pruneFinishedJobsIntervalSeconds = 24 * 60 * 60;
/** How long a finished job's row stays for whoever looks into a failure (its payload names a lead). */
export const finishedJobsKeptDays = 30;

/**
 * The daily clean-up: jobs done or failed more than 30 days ago are deleted, so the queue's table
 * does not grow with every mail ever sent. Pending and running jobs are never touched; webhook
 * deliveries keep their own log.
 */
export const pruneFinishedJobsHandler: JobHandler = async (_payload, { db, clock, logger }) => {
  const before = new Date(clock.now().getTime() - finishedJobsKeptDays * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  logger.info('finished jobs pruned', { removed: removed.length, finishedBefore: before.toISOString() });
};
