import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@maple/db/client';
import { jobs } from '@maple/db/schema/jobs';
import { createTestDatabase } from '@maple/db/test-database';
import { manualClock } from '@maple/shared/clock';
import { testInstant } from '@maple/shared/test-instant';
import { createLogger } from '../logger.ts';
import { enqueueJob } from './enqueue-job.ts';
import { createJobQueue } from './job-queue.ts';
import { startJobWorker } from './job-worker.ts';
import { retryDelaySeconds } from './retry-backoff.ts';

let database: Database;
let logLines: string[];
const logger = createLogger('debug', (line) => logLines.push(line));
const clock = manualClock(testInstant());

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  logLines = [];
  clock.set(testInstant());
  await database.db.delete(jobs);
});

const jobRow = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** A promise and the function that settles it, for a handler the test holds open. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('enqueueJob', () => {
  it('commits and rolls back with the transaction it is given', async () => {
    const committed = await database.db.transaction((tx) => enqueueJob(tx, 'noop', { n: 1 }, { runAt: clock.now() }));
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'noop', { n: 2 }, { runAt: clock.now() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await database.db.select().from(jobs);
    expect(rows.map((r) => r.id)).toEqual([committed]);
    expect(rows[0]).toMatchObject({ name: 'noop', payload: { n: 1 }, status: 'pending', attempts: 0, maxAttempts: 5 });
  });

  it('keeps one job per dedupe key and answers null for the second', async () => {
    const first = await enqueueJob(database.db, 'noop', {}, { runAt: clock.now(), dedupeKey: 'once' });
    expect(first).toEqual(expect.any(String));
    expect(await enqueueJob(database.db, 'noop', {}, { runAt: clock.now(), dedupeKey: 'once' })).toBeNull();
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  it('does not run a job before its runAt', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger });
    const ran: string[] = [];
    queue.register('later', async (_payload, { jobId }) => void ran.push(jobId));
    const runAt = new Date(clock.now().getTime() + 3600_000);
    const id = (await enqueueJob(database.db, 'later', {}, { runAt }))!;
    expect(await queue.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    clock.advance(3600_000 - 1);
    expect(await queue.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await queue.runDueJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(ran).toEqual([id]);
  });
});

describe('runDueJobs: retries, backoff, giving up', () => {
  it('spreads five tries over about an hour, each wait longer than the last', () => {
    const waits = [1, 2, 3, 4].map(retryDelaySeconds);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(45 * 60);
    expect(total).toBeLessThanOrEqual(75 * 60);
  });

  it('retries a failing job with backoff, then marks it failed and logs class and code, never the message', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger });
    queue.register('flaky', async () => {
      throw Object.assign(new Error('could not reach jane.doe@example.com'), { code: 'ECONNREFUSED' });
    });
    const id = (await enqueueJob(database.db, 'flaky', {}, { runAt: clock.now() }))!;
    let job = await jobRow(id);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await queue.runDueJobs({ now: job.runAt })).toEqual({ done: 0, retried: 1, failed: 0 });
      const next = await jobRow(id);
      expect(next).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'Error: ECONNREFUSED', lockedAt: null, lockedBy: null });
      waits.push((next.runAt.getTime() - job.runAt.getTime()) / 1000);
      job = next;
    }
    expect(waits).toEqual([1, 2, 3, 4].map(retryDelaySeconds));
    expect(await queue.runDueJobs({ now: job.runAt })).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 5, lastError: 'Error: ECONNREFUSED', finishedAt: expect.any(Date) });
    // A failed job stays failed, however late the next run.
    expect(await queue.runDueJobs({ now: new Date(job.runAt.getTime() + 86400_000) })).toEqual({ done: 0, retried: 0, failed: 0 });

    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.filter((l) => l.message === 'job failed; will retry')).toHaveLength(4);
    expect(logged.filter((l) => l.level === 'error')).toEqual([
      expect.objectContaining({ message: 'job failed for good', jobId: id, job: 'flaky', attempts: 5, errorClass: 'Error', dbCode: 'ECONNREFUSED' }),
    ]);
    expect(logLines.join('\n')).not.toContain('jane.doe');
  });

  it('honours a job’s own maxAttempts', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger });
    queue.register('fragile', async () => {
      throw new RangeError('nope');
    });
    const id = (await enqueueJob(database.db, 'fragile', {}, { runAt: clock.now(), maxAttempts: 1 }))!;
    expect(await queue.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'RangeError' });
  });

  it('retries a job no handler here knows (a newer version may know it)', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger });
    const id = (await enqueueJob(database.db, 'from-the-future', {}, { runAt: clock.now() }))!;
    expect(await queue.runDueJobs()).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'UnknownJobError' });
  });
});

describe('several workers on one database', () => {
  it('runs each job exactly once when two workers claim at the same time (FOR UPDATE SKIP LOCKED)', async () => {
    const runs = new Map<string, string[]>();
    const workers = ['a', 'b'].map((workerId) => {
      const queue = createJobQueue({ db: database.db, clock, logger, workerId, batchSize: 3 });
      queue.register('count', async (_payload, { jobId }) => {
        runs.set(jobId, [...(runs.get(jobId) ?? []), workerId]);
      });
      return queue;
    });
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => enqueueJob(database.db, 'count', { n }, { runAt: clock.now() })));
    const [a, b] = await Promise.all(workers.map((w) => w.runDueJobs()));
    expect(a!.done + b!.done).toBe(40);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const rows = await database.db.select().from(jobs);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('takes over a job whose worker died (lock older than the timeout); the late worker cannot overwrite the outcome', async () => {
    const held = gate();
    const started = gate();
    const slow = createJobQueue({ db: database.db, clock, logger, workerId: 'slow', lockTimeoutSeconds: 60 });
    slow.register('stuck', async () => {
      started.open();
      await held.opened;
      throw new Error('too late anyway');
    });
    const rescuer = createJobQueue({ db: database.db, clock, logger, workerId: 'rescuer', lockTimeoutSeconds: 60 });
    const rescued: string[] = [];
    rescuer.register('stuck', async (_payload, { jobId, attempt }) => void rescued.push(`${jobId}#${attempt}`));

    const id = (await enqueueJob(database.db, 'stuck', {}, { runAt: clock.now() }))!;
    const slowRun = slow.runDueJobs();
    await started.opened;
    const claimed = await jobRow(id);
    expect(claimed).toMatchObject({ status: 'running', lockedBy: 'slow', attempts: 1 });

    // Within the timeout the job is left alone; past it, it is claimed again.
    expect(await rescuer.runDueJobs({ now: new Date(claimed.lockedAt!.getTime() + 30_000) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await rescuer.runDueJobs({ now: new Date(claimed.lockedAt!.getTime() + 61_000) })).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(rescued).toEqual([`${id}#2`]);

    held.open();
    expect(await slowRun).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });

  it('renews the lock of a job still running, so a live worker keeps it past the timeout', async () => {
    const held = gate();
    const started = gate();
    const alive = createJobQueue({ db: database.db, clock, logger, workerId: 'alive', lockTimeoutSeconds: 60, heartbeatMs: 20 });
    alive.register('long', async () => {
      started.open();
      await held.opened;
    });
    const rescuer = createJobQueue({ db: database.db, clock, logger, workerId: 'rescuer', lockTimeoutSeconds: 60 });
    let reran = false;
    rescuer.register('long', async () => void (reran = true));
    const id = (await enqueueJob(database.db, 'long', {}, { runAt: clock.now() }))!;
    const run = alive.runDueJobs();
    await started.opened;
    const claimedAt = (await jobRow(id)).lockedAt!.getTime();
    clock.advance(50_000);
    await expect.poll(async () => (await jobRow(id)).lockedAt!.getTime()).toBe(claimedAt + 50_000);
    expect(await rescuer.runDueJobs({ now: new Date(claimedAt + 61_000) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(reran).toBe(false);
    held.open();
    expect(await run).toEqual({ done: 1, retried: 0, failed: 0 });
  });

  it("retakes a dead process's job within a minute by default", async () => {
    const queue = createJobQueue({ db: database.db, clock, logger });
    let ran = 0;
    queue.register('orphan', async () => void ran++);
    const id = (await enqueueJob(database.db, 'orphan', {}, { runAt: clock.now() }))!;
    await database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'killed-process', lockedAt: new Date(clock.now().getTime() - 61_000), attempts: 1 })
      .where(eq(jobs.id, id));
    expect(await queue.runDueJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(ran).toBe(1);
  });

  it('fails a taken-over job whose dead run was its last attempt instead of running it again', async () => {
    const held = gate();
    const started = gate();
    const slow = createJobQueue({ db: database.db, clock, logger, workerId: 'slow', lockTimeoutSeconds: 60 });
    slow.register('last', async () => {
      started.open();
      await held.opened;
    });
    const rescuer = createJobQueue({ db: database.db, clock, logger, workerId: 'rescuer', lockTimeoutSeconds: 60 });
    let reran = false;
    rescuer.register('last', async () => void (reran = true));
    const id = (await enqueueJob(database.db, 'last', {}, { runAt: clock.now(), maxAttempts: 1 }))!;
    const slowRun = slow.runDueJobs();
    await started.opened;
    const claimed = await jobRow(id);
    expect(await rescuer.runDueJobs({ now: new Date(claimed.lockedAt!.getTime() + 61_000) })).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(reran).toBe(false);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', lastError: 'JobLockExpiredError' });
    held.open();
    await slowRun;
    expect((await jobRow(id)).status).toBe('failed');
  });
});

describe('runDueJobs: several at once under a backlog', () => {
  /** A handler that stays busy for a few turns of the event loop and records how many ran at once. */
  function overlapCounter() {
    let running = 0;
    const counter = { most: 0, ran: 0 };
    const handler = async () => {
      running++;
      counter.most = Math.max(counter.most, running);
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
      running--;
      counter.ran++;
    };
    return { counter, handler };
  }

  it('runs a full batch in lanes and a short one job by job', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger, batchSize: 4, backlogLanes: 3 });
    const { counter, handler } = overlapCounter();
    queue.register('mail', handler);
    for (let i = 0; i < 8; i++) await enqueueJob(database.db, 'mail', { i }, { runAt: clock.now() });
    expect(await queue.runDueJobs()).toEqual({ done: 8, retried: 0, failed: 0 });
    expect(counter).toEqual({ most: 3, ran: 8 });

    counter.most = 0;
    for (let i = 0; i < 3; i++) await enqueueJob(database.db, 'mail', { i }, { runAt: clock.now() });
    expect(await queue.runDueJobs()).toEqual({ done: 3, retried: 0, failed: 0 });
    expect(counter.most).toBe(1);
  });

  it('when stopped, finishes the jobs its lanes are running and puts the rest of the batch back as it was', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger, batchSize: 10, backlogLanes: 3 });
    const held = gate();
    const allStarted = gate();
    let started = 0;
    queue.register('mail', async () => {
      if (++started === 3) allStarted.open();
      await held.opened;
    });
    for (let i = 0; i < 30; i++) await enqueueJob(database.db, 'mail', { i }, { runAt: clock.now() });
    const stopping = new AbortController();
    const run = queue.runDueJobs({ signal: stopping.signal });
    await allStarted.opened;
    stopping.abort();
    held.open();
    expect(await run).toEqual({ done: 3, retried: 0, failed: 0 });
    expect(started).toBe(3);
    const rows = await database.db.select().from(jobs);
    const waiting = rows.filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(27);
    expect(waiting.every((r) => r.attempts === 0 && r.lockedBy === null && r.lockedAt === null)).toBe(true);
  });
});

describe('releaseHeld: the shutdown grace limit', () => {
  it("puts the job a stopping process is still running back to pending for another process at once, and ignores the late outcome", async () => {
    const held = gate();
    const started = gate();
    const stopping = createJobQueue({ db: database.db, clock, logger, workerId: 'stopping' });
    stopping.register('hung-mail', async () => {
      started.open();
      await held.opened;
    });
    const other = createJobQueue({ db: database.db, clock, logger, workerId: 'other' });
    const ranElsewhere: number[] = [];
    other.register('hung-mail', async (_payload, { attempt }) => void ranElsewhere.push(attempt));

    const id = (await enqueueJob(database.db, 'hung-mail', {}, { runAt: clock.now() }))!;
    const run = stopping.runDueJobs();
    await started.opened;
    expect(await stopping.releaseHeld()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', lockedBy: null, attempts: 1 });
    // No lock to wait out: the other process takes it on its next pass.
    expect(await other.runDueJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(ranElsewhere).toEqual([2]);
    // The first process's handler returns late: its success is not recorded over the other's.
    held.open();
    expect(await run).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('startJobWorker', () => {
  it('runs due jobs in the background until stopped, and stop waits for the pass in progress', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger });
    const sent = gate();
    queue.register('ping', async () => sent.open());
    const id = (await enqueueJob(database.db, 'ping', {}, { runAt: clock.now() }))!;
    const worker = startJobWorker(queue, { pollMs: 10, logger });
    await sent.opened;
    await worker.stop();
    expect((await jobRow(id)).status).toBe('done');
  });

  it('after a pass that ran jobs, looks again after busyPollMs instead of pollMs', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger });
    const second = gate();
    // The first job's pass claimed before the second job existed; only a later pass can run it.
    queue.register('first', async () => void (await enqueueJob(database.db, 'second', {}, { runAt: clock.now() })));
    queue.register('second', async () => second.open());
    await enqueueJob(database.db, 'first', {}, { runAt: clock.now() });
    const worker = startJobWorker(queue, { pollMs: 600_000, busyPollMs: 10, logger });
    await second.opened;
    await worker.stop();
    const rows = await database.db.select().from(jobs);
    expect(rows.map((r) => [r.name, r.status]).sort()).toEqual([
      ['first', 'done'],
      ['second', 'done'],
    ]);
  });

  it('stops after the job in progress under a backlog, putting the rest of its batch back as it was', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger, batchSize: 10 });
    const first = gate();
    const held = gate();
    let ran = 0;
    queue.register('mail', async () => {
      ran++;
      if (ran === 1) {
        first.open();
        await held.opened;
      }
    });
    for (let i = 0; i < 30; i++) await enqueueJob(database.db, 'mail', { i }, { runAt: clock.now() });
    const worker = startJobWorker(queue, { pollMs: 10, logger });
    await first.opened;
    const stopped = worker.stop();
    held.open();
    await stopped;
    const rows = await database.db.select().from(jobs);
    expect(rows.filter((r) => r.status === 'done')).toHaveLength(1);
    const waiting = rows.filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(29);
    expect(waiting.every((r) => r.attempts === 0 && r.lockedBy === null && r.lockedAt === null)).toBe(true);
    expect(ran).toBe(1);
  });
});
