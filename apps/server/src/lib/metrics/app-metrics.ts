import { and, count, eq, lte, min, sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import type { Db } from '@maple/db/client';
import { jobs } from '@maple/db/schema/jobs';
import type { Clock } from '@maple/shared/clock';

export type PoolStats = () => { total: number; idle: number; waiting: number };

/**
 * Figures read when Prometheus scrapes: the job queue from the database (the same for every
 * process sharing it) and this process's connection pool (PostgreSQL only).
 */
export function createAppRegistry(options: { db: Db; clock: Clock; poolStats?: PoolStats }): Registry {
  const registry = new Registry();
  const { db, clock } = options;

  new Gauge({
    name: 'maple_jobs_pending',
    help: 'Background jobs waiting to run (due now or later), by job name',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.select({ job: jobs.name, n: count() }).from(jobs).where(eq(jobs.status, 'pending')).groupBy(jobs.name);
      for (const row of rows) this.set({ job: row.job }, row.n);
    },
  });

  new Gauge({
    name: 'maple_job_oldest_due_age_seconds',
    help: 'How long the oldest due job has waited past its run time, by job name (a growing value means the queue is not keeping up)',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const now = clock.now();
      const rows = await db
        .select({ job: jobs.name, oldest: min(jobs.runAt) })
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)))
        .groupBy(jobs.name);
      for (const row of rows) if (row.oldest) this.set({ job: row.job }, Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000));
    },
  });

  new Gauge({
    name: 'maple_jobs_failed',
    help: 'Background jobs that failed for good and are kept for 30 days, by job name',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.select({ job: jobs.name, n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.status, 'failed')).groupBy(jobs.name);
      for (const row of rows) this.set({ job: row.job }, row.n);
    },
  });

  if (options.poolStats) {
    const stats = options.poolStats;
    new Gauge({
      name: 'maple_db_pool_connections',
      help: 'PostgreSQL connections of this process: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting } = stats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  return registry;
}
