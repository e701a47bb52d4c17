import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import { jobs } from '@maple/db/schema/jobs';
import { describeError } from '../describe-error.ts';
import type { Logger } from '../logger.ts';
import { jobClock, secondsAfter } from './job-clock.ts';
import { JobHeldError, JobLockExpiredError, UnknownJobError, type JobHandler } from './job-handlers.ts';
import { retryDelaySeconds } from './retry-backoff.ts';
import { claimDueSchedules, ensureSchedules, type Schedule } from './schedules.ts';

export type JobQueueOptions = {
  db: Db;
  /** What is due, when a lock is stale, when a retry runs: the app's clock (decision 020). */
  clock: Clock;
  logger: Logger;
  /** Names this process in `locked_by`, so only the holder of a job can finish it. */
  workerId?: string;
  /** A job held longer than this is taken to belong to a dead process and is claimed again. */
  lockTimeoutSeconds?: number;
  /** How often a running job's lock is renewed (default: a third of the lock timeout). */
  heartbeatMs?: number;
  /** How many jobs one claim takes; the rest stay for other processes. */
  batchSize?: number;
  /**
   * How many jobs of one claimed batch run at once when the claim came back full (a backlog);
   * a smaller claim (a steady trickle) runs one at a time. Default 1: one at a time always.
   */
  backlogLanes?: number;
};

export type RunSummary = { done: number; retried: number; failed: number };

type ClaimedJob = typeof jobs.$inferSelect;

/**
 * A running job's lock is renewed every third of this while its process lives, so a job of a
 * process that died (kill -9, a lost machine) is taken over within about a minute, whatever its
 * handler's own timeouts (a mail send gives up after about 40 s).
 */
const defaultLockTimeoutSeconds = 60;

/**
 * The queue as one process sees it: which handlers it has, which schedules it keeps, and
 * `runDueJobs`, which runs every job due now once. The worker loop (job-worker.ts) calls it on an
 * interval; tests call it directly.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, clock, logger } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const lockTimeoutSeconds = options.lockTimeoutSeconds ?? defaultLockTimeoutSeconds;
  const batchSize = options.batchSize ?? 10;
  const backlogLanes = Math.max(1, options.backlogLanes ?? 1);
  const heartbeatMs = options.heartbeatMs ?? (lockTimeoutSeconds * 1000) / 3;
  const handlers = new Map<string, JobHandler>();
  const backoffs = new Map<string, (attempt: number) => number>();
  const schedules = new Map<string, Schedule>();
  let schedulesStored = false;

  /** `retryDelaySeconds` replaces the queue's backoff for this job (a webhook retries sooner). */
  function register(name: string, handler: JobHandler, options: { retryDelaySeconds?: (attempt: number) => number } = {}): void {
    if (handlers.has(name)) throw new Error(`Job handler "${name}" is registered twice`);
    handlers.set(name, handler);
    if (options.retryDelaySeconds) backoffs.set(name, options.retryDelaySeconds);
  }

  /**
   * Runs `handler` once per interval across every process: each due slot becomes one job whose
   * dedupe key names the slot, so it gets the queue's retries too.
   */
  function registerSchedule(name: string, intervalSeconds: number, handler: JobHandler): void {
    if (!Number.isInteger(intervalSeconds) || intervalSeconds < 1) throw new Error(`Schedule "${name}" needs a whole number of seconds`);
    register(name, handler);
    schedules.set(name, { name, intervalSeconds });
    schedulesStored = false;
  }

  /** Takes up to one batch of due jobs (and stale ones) for this worker; others skip what it holds. */
  async function claim(at: SQL): Promise<ClaimedJob[]> {
    const due = or(
      and(eq(jobs.status, 'pending'), lte(jobs.runAt, at)),
      and(eq(jobs.status, 'running'), lte(jobs.lockedAt, sql`${at} - make_interval(secs => ${lockTimeoutSeconds})`)),
    );
    const ids = db.select({ id: jobs.id }).from(jobs).where(due).orderBy(asc(jobs.runAt)).limit(batchSize).for('update', { skipLocked: true });
    // The attempt is counted when it starts, so a job that kills its process is not retried forever.
    return db
      .update(jobs)
      .set({ status: 'running', lockedAt: at, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, ids))
      .returning();
  }

  /** Puts claimed jobs that never started back as they were, for the next pass of any process. */
  async function release(claimed: ClaimedJob[]): Promise<void> {
    if (claimed.length === 0) return;
    await db
      .update(jobs)
      .set({ status: 'pending', lockedAt: null, lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
      .where(and(inArray(jobs.id, claimed.map((job) => job.id)), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
  }

  const heldByMe = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

  async function runOne(job: ClaimedJob, at: SQL, summary: RunSummary): Promise<void> {
    // Every line about this job, the handler's own included, names it.
    const jobLogger = logger.child({ jobId: job.id, job: job.name });
    try {
      if (job.attempts > job.maxAttempts) throw new JobLockExpiredError();
      const handler = handlers.get(job.name);
      if (!handler) throw new UnknownJobError();
      const heartbeat = setInterval(() => {
        db.update(jobs)
          .set({ lockedAt: jobClock(clock.now()) })
          .where(heldByMe(job.id))
          .catch((error: unknown) => jobLogger.warn('job lock renewal failed', describeError(error instanceof Error ? error : new Error('non-error thrown'))));
      }, heartbeatMs);
      heartbeat.unref();
      try {
        await handler(job.payload, { db, clock, logger: jobLogger, jobId: job.id, attempt: job.attempts });
      } finally {
        clearInterval(heartbeat);
      }
      const finished = await db
        .update(jobs)
        .set({ status: 'done', finishedAt: clock.now(), lockedAt: null, lockedBy: null })
        .where(heldByMe(job.id))
        .returning({ id: jobs.id });
      if (finished.length === 0) {
        // We ran past the lock timeout and another process took the job over; its outcome stands.
        jobLogger.warn('job finished after its lock was taken over');
        return;
      }
      summary.done++;
      jobLogger.info('job done', { attempt: job.attempts });
    } catch (error) {
      // Class and code only: a failure's message can quote an address or a lead's name.
      const described = describeError(error instanceof Error ? error : new Error('non-error thrown'));
      const lastError = [described.errorClass, described.dbCode].filter(Boolean).join(': ');
      const givingUp = job.attempts >= job.maxAttempts || error instanceof JobHeldError;
      const delay = (backoffs.get(job.name) ?? retryDelaySeconds)(job.attempts);
      const recorded = await db
        .update(jobs)
        .set(
          givingUp
            ? { status: 'failed', lastError, finishedAt: clock.now(), lockedAt: null, lockedBy: null }
            : { status: 'pending', lastError, runAt: secondsAfter(at, delay), lockedAt: null, lockedBy: null },
        )
        .where(heldByMe(job.id))
        .returning({ id: jobs.id });
      if (recorded.length === 0) {
        jobLogger.warn('job failed after its lock was taken over', { ...described });
      } else if (givingUp) {
        summary.failed++;
        jobLogger.error('job failed for good', { attempts: job.attempts, ...described });
      } else {
        summary.retried++;
        jobLogger.warn('job failed; will retry', { attempt: job.attempts, retryInSeconds: delay, ...described });
      }
    }
  }

  /**
   * Runs every job due at `now` (default: the clock's now) once, schedules first (unless
   * `schedules: false`), until `signal` aborts. A failed job is pushed past `now`, so it waits for
   * a later call.
   */
  async function runDueJobs(options: { now?: Date; signal?: AbortSignal; schedules?: boolean } = {}): Promise<RunSummary> {
    const at = jobClock(options.now ?? clock.now());
    if (schedules.size > 0 && options.schedules !== false) {
      if (!schedulesStored) {
        await ensureSchedules(db, [...schedules.values()], at);
        schedulesStored = true;
      }
      await claimDueSchedules(db, [...schedules.values()], at);
    }
    const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
    // A stopping process finishes the job(s) it is running and claims no more: under a steady
    // backlog the pass would otherwise never end, and shutdown would wait for all of it.
    while (!options.signal?.aborted) {
      const batch = await claim(at);
      if (batch.length === 0) return summary;
      // Several at once only while a backlog fills whole batches: there the mails' waits on the
      // database and the mail server overlap. A trickle goes one by one, which spreads its work
      // between the requests instead of stacking it (decision 054).
      const lanes = batch.length === batchSize ? Math.min(backlogLanes, batch.length) : 1;
      let next = 0;
      const lane = async () => {
        while (next < batch.length && !options.signal?.aborted) await runOne(batch[next++]!, at, summary);
      };
      await Promise.all(Array.from({ length: lanes }, lane));
      if (next < batch.length) {
        await release(batch.slice(next));
        break;
      }
      // A short claim took everything due and unclaimed: no need to ask again.
      if (batch.length < batchSize) return summary;
    }
    return summary;
  }

  /**
   * At the shutdown grace limit: a job this process is still running (a mail server that never
   * answers) goes back to pending, its attempt kept, so another process takes it at once instead of
   * waiting for the lock to expire. Its handler's late outcome is then ignored (see heldByMe).
   */
  async function releaseHeld(): Promise<number> {
    const released = await db
      .update(jobs)
      .set({ status: 'pending', lockedAt: null, lockedBy: null })
      .where(and(eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return released.length;
  }

  return { workerId, register, registerSchedule, runDueJobs, releaseHeld };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
