import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations, type Database } from '@maple/db/client';
import { migratedDataDir } from '@maple/db/test-database';
import { insertLead } from '@maple/db/seed/factories';
import { manualClock } from '@maple/shared/clock';
import { testInstant } from '@maple/shared/test-instant';
import { EnvError } from '../env.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { createLogger } from '../logger.ts';
import { archiveName } from './backup-archive.ts';
import { loadBackupEnv } from './backup-env.ts';
import { backupsFolder, dailyBackupHandler, dailyBackupIntervalSeconds, dailyBackupSchedule, dailyBackupSettings } from './daily-backup-job.ts';

const day = 24 * 60 * 60 * 1000;

// The job runs on the server's own PGlite, the one holding the data folder, as in embedded mode.
let dataDir: string;
let database: Database;
beforeAll(async () => {
  dataDir = await migratedDataDir(mkdtempSync(join(tmpdir(), 'maple-data-')));
  database = await openDatabase({ dataDir });
  await runMigrations(database);
  await insertLead(database.db, { clientName: 'Élodie Gagnon' });
});
afterAll(() => database.close());

describe('the daily backup', () => {
  it('writes an archive each day through the job queue and keeps only the newest BACKUP_KEEP, never the operator’s', async () => {
    const clock = manualClock(testInstant());
    const queue = createJobQueue({ db: database.db, clock, logger: createLogger('silent'), workerId: 'backup-test' });
    queue.registerSchedule(dailyBackupSchedule, dailyBackupIntervalSeconds, dailyBackupHandler({ dataDir, files: { root: join(dataDir, 'files') }, keep: 2 }));
    const folder = backupsFolder(dataDir);
    mkdirSync(folder);
    // An archive of npm run backup, and a leftover of a process that died while writing one.
    const operators = archiveName('backup', new Date(testInstant().getTime() - 30 * day));
    writeFileSync(join(folder, operators), 'kept');
    mkdirSync(join(folder, '.maple-staging-abc123'));

    const days = [0, 1, 2, 3].map((n) => new Date(testInstant().getTime() + n * day));
    for (const at of days) {
      clock.set(at);
      expect(await queue.runDueJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
      // Nothing more is due until the next day.
      clock.set(new Date(at.getTime() + day - 1000));
      expect(await queue.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    }
    expect(readdirSync(folder).sort()).toEqual([operators, archiveName('daily', days[2]!), archiveName('daily', days[3]!)].sort());

    const entries: string[] = [];
    await list({ file: join(folder, archiveName('daily', days[3]!)), onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('database/pglite/PG_VERSION');
  });

  it('runs in embedded mode only, with BACKUP_KEEP checked like every variable', () => {
    expect(dailyBackupSettings(loadBackupEnv({ DATA_DIR: dataDir }), {})).toEqual({ dataDir, files: { root: join(dataDir, 'files') }, keep: 7 });
    expect(dailyBackupSettings(loadBackupEnv({ DATA_DIR: dataDir }), { BACKUP_KEEP: '3' })?.keep).toBe(3);
    expect(dailyBackupSettings(loadBackupEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://maple@db.internal/maple' }), {})).toBeUndefined();
    expect(() => dailyBackupSettings(loadBackupEnv({ DATA_DIR: dataDir }), { BACKUP_KEEP: '0' })).toThrow(EnvError);
    expect(() => dailyBackupSettings(loadBackupEnv({ DATA_DIR: dataDir }), { BACKUP_KEEP: 'weekly' })).toThrow(/BACKUP_KEEP/);
  });
});
