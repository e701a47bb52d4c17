import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@maple/db/client';
import { jobSchedules, jobs } from '@maple/db/schema/jobs';
import { createTestDatabase } from '@maple/db/test-database';
import { manualClock } from '@maple/shared/clock';
import { createLogger } from '../logger.ts';
import { createJobQueue } from './job-queue.ts';

let database: Database;
const logger = createLogger('silent');
// Each pass below names its own instant (`runDueJobs({ now })`); the clock is only the default.
const clock = manualClock('2026-03-02T06:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
  await database.db.delete(jobSchedules);
});

const hour = 3600;
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

/** Two app processes on one database: each its own queue, same schedule, its own log of runs. */
function twoProcesses(name: string, intervalSeconds: number) {
  const runs: { worker: string; slot: unknown }[] = [];
  const queues = ['one', 'two'].map((workerId) => {
    const queue = createJobQueue({ db: database.db, clock, logger, workerId });
    queue.registerSchedule(name, intervalSeconds, async (payload) => void runs.push({ worker: workerId, slot: payload.slot }));
    return queue;
  });
  const runBoth = (now: Date) => Promise.all(queues.map((q) => q.runDueJobs({ now })));
  return { runs, runBoth };
}

describe('registerSchedule', () => {
  it('runs each slot exactly once across two workers claiming at the same moments', async () => {
    const { runs, runBoth } = twoProcesses('rate-scrape', hour);
    const start = new Date('2026-03-02T06:00:00.000Z');
    // Several passes inside each slot, both processes at once: only the first pass of a slot runs it.
    for (const seconds of [0, 1, 600, hour - 1, hour, hour + 5, 2 * hour, 2 * hour + 30, 3 * hour - 1]) await runBoth(at(start, seconds));
    expect(runs.map((r) => r.slot)).toEqual([start, at(start, hour), at(start, 2 * hour)].map((d) => d.toISOString()));
    const [row] = await database.db.select().from(jobSchedules);
    expect(row).toMatchObject({ name: 'rate-scrape', intervalSeconds: hour, nextRunAt: at(start, 3 * hour) });
  });

  it('after downtime runs once for the latest missed slot, not once per missed slot', async () => {
    const { runs, runBoth } = twoProcesses('news-refresh', hour);
    const start = new Date('2026-03-02T06:00:00.000Z');
    await runBoth(start);
    await runBoth(at(start, 5 * hour + 120));
    expect(runs.map((r) => r.slot)).toEqual([start.toISOString(), at(start, 5 * hour).toISOString()]);
    const [row] = await database.db.select().from(jobSchedules);
    expect(row!.nextRunAt).toEqual(at(start, 6 * hour));
  });

  it('retries a failed slot like any job', async () => {
    const queue = createJobQueue({ db: database.db, clock, logger });
    let calls = 0;
    queue.registerSchedule('flaky-feed', 86400, async () => {
      calls++;
      if (calls === 1) throw new TypeError('feed unreachable');
    });
    const start = new Date('2026-03-02T06:00:00.000Z');
    expect(await queue.runDueJobs({ now: start })).toEqual({ done: 0, retried: 1, failed: 0 });
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ name: 'flaky-feed', status: 'pending', lastError: 'TypeError', dedupeKey: `schedule:flaky-feed:${start.toISOString()}` });
    expect(await queue.runDueJobs({ now: job!.runAt })).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(calls).toBe(2);
  });

  it('refuses an interval that is not a whole number of seconds', () => {
    const queue = createJobQueue({ db: database.db, clock, logger });
    expect(() => queue.registerSchedule('bad', 0.5, async () => {})).toThrow('whole number of seconds');
  });
});
