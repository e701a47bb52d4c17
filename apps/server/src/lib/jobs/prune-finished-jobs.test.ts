import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@maple/db/schema/jobs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pruneFinishedJobsSchedule } from './prune-finished-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  // The server's own schedules, their first slots taken at the start as a started worker would.
  t = await createTestApp({ demo: false, schedules: true });
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;

describe('the daily clean-up of finished jobs', () => {
  it('deletes jobs done or failed over 30 days ago, and keeps newer ones and every job still to run', async () => {
    const nextSlot = new Date(t.clock.now().getTime() + day + 1000);
    const ago = (days: number) => new Date(nextSlot.getTime() - days * day);
    const row = (name: string, status: 'done' | 'failed' | 'pending' | 'running', finishedDaysAgo: number | null) => ({
      name,
      payload: {},
      status,
      // A pending job waits for its time; nothing here may run it.
      runAt: status === 'pending' ? ago(-10) : ago(40),
      finishedAt: finishedDaysAgo === null ? null : ago(finishedDaysAgo),
      createdAt: ago(40),
    });
    await t.db.insert(jobs).values([
      row('old-done', 'done', 31),
      row('old-failed', 'failed', 45),
      row('recent-done', 'done', 29),
      row('old-pending', 'pending', null),
      row('old-running', 'running', null),
    ]);
    t.clock.set(nextSlot);
    await t.runJobs();
    const left = (await t.db.select({ name: jobs.name }).from(jobs)).map((r) => r.name);
    expect(left).not.toContain('old-done');
    expect(left).not.toContain('old-failed');
    expect(left).toEqual(expect.arrayContaining(['recent-done', 'old-pending', 'old-running']));
    // The clean-up itself ran as its schedule's job, and is kept like any other finished job.
    expect(await t.db.$count(jobs, eq(jobs.name, pruneFinishedJobsSchedule))).toBe(2);
  });
});
