import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Env } from '../env.ts';
import type { JobHandler } from '../jobs/job-handlers.ts';
import { archiveName } from './backup-archive.ts';
import { backupKeepFrom, filesPlace } from './backup-env.ts';
import { writeEmbeddedBackup, type FilesPlace } from './embedded-backup.ts';

export const dailyBackupSchedule = 'backup-daily';
export const dailyBackupIntervalSeconds = 24 * 60 * 60;

export type DailyBackupSettings = { dataDir: string; files: FilesPlace; /** How many daily archives stay (BACKUP_KEEP). */ keep: number };

export const backupsFolder = (dataDir: string) => join(dataDir, 'backups');

/**
 * Embedded mode only: there the server holds the data folder, so it is the one process that can
 * take the archive while the site runs. On PostgreSQL the database server's own backups (or
 * `npm run backup` from cron) do it, so the schedule is not registered. BACKUP_KEEP is read (and
 * refused when bad) at start-up like every variable.
 */
export function dailyBackupSettings(env: Env, source: NodeJS.ProcessEnv = process.env): DailyBackupSettings | undefined {
  const keep = backupKeepFrom(source);
  if (!env.embedded) return undefined;
  return { dataDir: env.dataDir, files: filesPlace(env), keep };
}

const dailyArchive = /^maple-daily-\d{8}T\d{6}Z\.tar\.gz$/;

/**
 * Once a day: an archive of the database and the stored files into DATA_DIR/backups, then all but
 * the newest `keep` daily archives go. Archives of `npm run backup` (maple-backup-…) are the
 * operator's and never removed; neither is anything else in the folder.
 */
export function dailyBackupHandler(settings: DailyBackupSettings): JobHandler {
  return async (_payload, { db, clock, logger }) => {
    const folder = backupsFolder(settings.dataDir);
    await removeLeftovers(folder);
    const target = join(folder, archiveName('daily', clock.now()));
    const { manifest, bytes } = await writeEmbeddedBackup({ db, files: settings.files, target, createdAt: clock.now() });
    const removed = await pruneDailyArchives(folder, settings.keep);
    logger.info('daily backup written', {
      archive: basename(target),
      bytes,
      files: manifest.files.storage === 'disk' ? manifest.files.count : 's3',
      removed: removed.length,
    });
  };
}

/** Deletes all but the newest `keep` daily archives (their names sort by time) and returns the deleted names. */
export async function pruneDailyArchives(folder: string, keep: number): Promise<string[]> {
  const daily = (await readdir(folder)).filter((name) => dailyArchive.test(name)).sort();
  const removed = daily.slice(0, Math.max(0, daily.length - keep));
  for (const name of removed) await rm(join(folder, name), { force: true });
  return removed;
}

/**
 * A process that died while writing an archive leaves its staging folder (as large as the
 * database) and a `.part` file; the next daily run clears them. Nothing else writes here while
 * the server runs: the CLI refuses an embedded data folder the server holds.
 */
async function removeLeftovers(folder: string): Promise<void> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of names) {
    if (name.startsWith('.maple-staging-') || /^maple-(daily|backup)-.*\.tar\.gz\.part$/.test(name)) await rm(join(folder, name), { recursive: true, force: true });
  }
}
