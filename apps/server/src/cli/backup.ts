import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirLockedError, openDatabase } from '@maple/db/client';
import { archiveName, BackupRefusal } from '../lib/backup/backup-archive.ts';
import { filesPlace, loadBackupEnv } from '../lib/backup/backup-env.ts';
import { backupsFolder } from '../lib/backup/daily-backup-job.ts';
import { embeddedDatabaseFolder, writeEmbeddedBackup, type FilesPlace } from '../lib/backup/embedded-backup.ts';
import { writePostgresBackup } from '../lib/backup/postgres-backup.ts';
import { EnvError } from '../lib/env.ts';
import { processContext, type CliContext } from './backup-context.ts';

const usage = 'Usage: npm run backup [-- --output FILE_OR_FOLDER]   (default folder: DATA_DIR/backups)';

const secretKeyNote =
  'The archive holds no key file. Stored credentials (news feed, rate source, webhook secrets) are encrypted with SECRET_KEY: a restored site reads them only with the same SECRET_KEY (or that DATA_DIR/secret-key.key), so keep it apart from the archive.';

/**
 * `npm run backup`: one archive (.tar.gz) of the database and the stored files (decision 031).
 * Embedded: the data folder must not be open in a running server; PostgreSQL: pg_dump.
 * Exit 0 with the archive's path, 1 when refused or failed, 2 for bad arguments.
 */
export async function main(argv = process.argv.slice(2), context: CliContext = processContext): Promise<number> {
  let output: string | undefined;
  try {
    ({ output } = parseArgs({ args: argv, options: { output: { type: 'string', short: 'o' } }, strict: true }).values);
  } catch (error) {
    context.err(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  try {
    const env = loadBackupEnv(context.env);
    const now = context.clock.now();
    const target = archivePath(output, env.dataDir, now);
    const files = filesPlace(env);
    const { manifest, bytes } = env.databaseUrl
      ? await writePostgresBackup({ databaseUrl: env.databaseUrl, files, target, createdAt: now })
      : await backUpEmbedded(env.dataDir, files, target, now);
    const what = manifest.files.storage === 'disk' ? `${manifest.files.count} stored files` : `no files: they are in the S3 bucket ${manifest.files.bucket}, whose versioning or replication is their backup`;
    context.out(`Backup written to ${target} (${formatBytes(bytes)}): the ${env.databaseUrl ? 'PostgreSQL' : 'embedded'} database and ${what}.\n${secretKeyNote}\n`);
    return 0;
  } catch (error) {
    context.err(error instanceof BackupRefusal || error instanceof EnvError ? `${error.message}\n` : `Backup failed: ${(error as Error).message}\n`);
    return 1;
  }
}

/** `--output` names a file, or a folder (existing, or written with a trailing slash) for the default name. */
function archivePath(output: string | undefined, dataDir: string, now: Date): string {
  if (!output) return join(backupsFolder(dataDir), archiveName('backup', now));
  const path = resolve(output);
  const isFolder = /[\\/]$/.test(output) || (existsSync(path) && statSync(path).isDirectory());
  return isFolder ? join(path, archiveName('backup', now)) : path;
}

async function backUpEmbedded(dataDir: string, files: FilesPlace, target: string, now: Date) {
  if (!existsSync(join(embeddedDatabaseFolder(dataDir), 'PG_VERSION'))) {
    throw new BackupRefusal(`There is no embedded database in ${dataDir} to back up (no ${embeddedDatabaseFolder(dataDir)}). Check DATA_DIR, or set DATABASE_URL for PostgreSQL.`);
  }
  let database;
  try {
    database = await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupRefusal(runningServerMessage(dataDir));
    throw error;
  }
  try {
    return await writeEmbeddedBackup({ db: database.db, files, target, createdAt: now });
  } finally {
    await database.close();
  }
}

/**
 * The embedded database is one process's (decision 002): while the server runs, only it may read
 * the folder, and it already writes a daily archive (decision 031). Say both ways out.
 */
function runningServerMessage(dataDir: string): string {
  const pid = readFileSync(join(dataDir, 'maple.lock'), 'utf8').trim();
  const folder = backupsFolder(dataDir);
  const newest = existsSync(folder) ? readdirSync(folder).filter((name) => /^maple-daily-.*\.tar\.gz$/.test(name)).sort().at(-1) : undefined;
  return [
    `The Maple server (pid ${pid}) has the embedded database in ${dataDir} open, and only one process may read it.`,
    `Either stop the server (Ctrl+C or SIGTERM), run npm run backup, and start it again;`,
    `or use the archive the running server writes every day into ${folder}${newest ? ` (newest: ${newest})` : ' (none yet)'}.`,
  ].join('\n');
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code));
}
