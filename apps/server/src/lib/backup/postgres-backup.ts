import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '@maple/db/client';
import { BackupRefusal, filesFolder, postgresDumpFile, readArchive, writeArchive, type BackupManifest } from './backup-archive.ts';
import { countRows, filesToRestore, assertNoStoredFiles, type FilesPlace, type RestoreSummary } from './embedded-backup.ts';
import { removeRestoredFiles, restoreStoredFiles, stageStoredFiles } from './stored-files-copy.ts';

const run = promisify(execFile);

/** The major version in `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)`, or null. */
export function toolMajor(versionText: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionText);
  return match ? Number(match[1]) : null;
}

/**
 * pg_dump refuses a newer server itself, but only after connecting and with a message that does
 * not say what to install; a newer pg_dump reads older servers, so only "older than" is refused.
 */
export function pgDumpRefusal(pgDumpMajor: number, serverVersionNum: number): string | null {
  const serverMajor = Math.floor(serverVersionNum / 10000);
  if (pgDumpMajor >= serverMajor) return null;
  return `pg_dump ${pgDumpMajor} cannot back up a PostgreSQL ${serverMajor} server: install the PostgreSQL ${serverMajor} client tools (Debian: postgresql-client-${serverMajor} from the PostgreSQL apt repository) and put their pg_dump first on PATH, then run npm run backup again.`;
}

/** pg_restore cannot read a dump written by a newer pg_dump ("unsupported version in file header"). */
export function pgRestoreRefusal(pgRestoreMajor: number, pgDumpMajor: number): string | null {
  if (pgRestoreMajor >= pgDumpMajor) return null;
  return `This archive was written by pg_dump ${pgDumpMajor}; pg_restore ${pgRestoreMajor} cannot read it: install the PostgreSQL ${pgDumpMajor} client tools (or newer) and put their pg_restore first on PATH, then run npm run restore again.`;
}

async function installedMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await run(tool, ['--version']));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupRefusal(`${tool} is not installed: install the PostgreSQL client tools of your server's version (Debian: apt-get install postgresql-client).`);
    }
    throw error;
  }
  const major = toolMajor(stdout);
  if (major === null) throw new BackupRefusal(`Could not read ${tool}'s version from "${stdout.trim()}".`);
  return major;
}

/**
 * libpq reads the URL itself, but the password goes in PGPASSWORD: a command line is visible to
 * every user of the machine (`ps`), the environment of another user's process is not.
 */
function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/** The rows of a raw query on node-postgres (Drizzle types `execute` per driver as unknown here). */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

async function withDatabase<T>(databaseUrl: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Writes an archive of a PostgreSQL database (pg_dump's custom format: one consistent snapshot,
 * restored with pg_restore) and, for the disk driver, the shared files folder copied after it.
 * Objects are written before their rows, so every upload in the dump has its file; a file deleted
 * by another process between the dump and the copy is the one gap (docs/decisions/031-backups.md).
 */
export async function writePostgresBackup(options: { databaseUrl: string; files: FilesPlace; target: string; createdAt: Date }): Promise<{ manifest: BackupManifest; bytes: number }> {
  const pgDumpMajor = await installedMajor('pg_dump');
  const serverVersionNum = await withDatabase(options.databaseUrl, async (db) => {
    const [row] = rowsOf<{ server_version_num: string }>(await db.execute(sql`show server_version_num`));
    return Number(row?.server_version_num);
  });
  const refusal = pgDumpRefusal(pgDumpMajor, serverVersionNum);
  if (refusal) throw new BackupRefusal(refusal);
  return writeArchive(options.target, async (staging) => {
    const dumpFile = join(staging, postgresDumpFile);
    await mkdir(dirname(dumpFile), { recursive: true });
    const { dbname, env } = libpqConnection(options.databaseUrl);
    await runTool('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--dbname=${dbname}`], env);
    const files = 'root' in options.files ? await stageStoredFiles(options.files.root, join(staging, filesFolder)) : null;
    return {
      createdAt: options.createdAt.toISOString(),
      database: { engine: 'postgresql', serverVersionNum, pgDumpMajor },
      files: 'root' in options.files ? { storage: 'disk', ...files! } : { storage: 's3', bucket: options.files.s3Bucket },
    };
  });
}

/** Refuses a database that already has tables (Maple's or anyone's): a restore fills an empty one. */
export async function assertEmptyPostgres(databaseUrl: string): Promise<void> {
  const tables = await withDatabase(databaseUrl, async (db) => {
    const result = await db.execute(sql`
      select n.nspname || '.' || c.relname as name
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1 limit 4`);
    return rowsOf<{ name: string }>(result).map((row) => row.name);
  });
  if (tables.length > 0) {
    throw new BackupRefusal(
      `The database at DATABASE_URL is not empty (it has ${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ', …' : ''}). A restore only fills an empty database: create a new one (createdb) and point DATABASE_URL at it.`,
    );
  }
}

/**
 * Restores a PostgreSQL archive into an empty database with pg_restore, in one transaction (a
 * failure leaves the database empty, so the restore can simply be run again), as the connecting
 * role: ownership and grants of the old server are not carried over.
 */
export async function restorePostgresBackup(options: { file: string; databaseUrl: string; files: FilesPlace; workFolder: string }): Promise<RestoreSummary> {
  await assertEmptyPostgres(options.databaseUrl);
  await assertNoStoredFiles(options.files);
  const pgRestoreMajor = await installedMajor('pg_restore');
  await mkdir(options.workFolder, { recursive: true });
  const work = await mkdtemp(join(options.workFolder, '.maple-restore-'));
  let filesCopied = false;
  try {
    const manifest = await readArchive(options.file, work);
    if (manifest.database.engine !== 'postgresql') {
      throw new BackupRefusal(`${options.file} holds an embedded (PGlite) database: restore it without DATABASE_URL, into an empty DATA_DIR.`);
    }
    const refusal = pgRestoreRefusal(pgRestoreMajor, manifest.database.pgDumpMajor);
    if (refusal) throw new BackupRefusal(refusal);
    const files = filesToRestore(manifest, options.files);
    const { dbname, env } = libpqConnection(options.databaseUrl);
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, join(work, postgresDumpFile)], env);
    if ('root' in options.files) {
      filesCopied = true;
      await restoreStoredFiles(join(work, filesFolder), options.files.root);
    }
    return { ...(await withDatabase(options.databaseUrl, countRows)), files };
  } catch (error) {
    if (filesCopied && 'root' in options.files) await removeRestoredFiles(join(work, filesFolder), options.files.root);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
