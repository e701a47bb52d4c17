import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { count } from 'drizzle-orm';
import { extract } from 'tar';
import { openDatabase, type Db } from '@maple/db/client';
import { user } from '@maple/db/schema/auth';
import { leads } from '@maple/db/schema/leads';
import { BackupRefusal, exists, filesFolder, pgliteFolder, readArchive, writeArchive, type BackupManifest } from './backup-archive.ts';
import { holdsFiles, removeRestoredFiles, restoreStoredFiles, stageStoredFiles } from './stored-files-copy.ts';

/** The few PGlite calls a backup makes, on the client under the Drizzle database. */
type PGliteClient = {
  query: (sql: string) => Promise<{ rows: unknown[] }>;
  dumpDataDir: (compression: 'none') => Promise<Blob>;
  _runExclusiveTransaction: <T>(work: () => Promise<T>) => Promise<T>;
};

export function pgliteClientOf(db: Db): PGliteClient {
  return (db as unknown as { $client: PGliteClient }).$client;
}

/** Where the embedded database lives in DATA_DIR (packages/db/src/client.ts opens `<DATA_DIR>/db`). */
export const embeddedDatabaseFolder = (dataDir: string) => join(dataDir, 'db');

/** Where files go: the disk driver's root, or the S3 bucket whose own versioning keeps them. */
export type FilesPlace = { root: string } | { s3Bucket: string };

/**
 * Writes an archive of the embedded database and the stored files, from the PGlite that has the
 * data folder open: the CLI's own on a stopped server, the server's in its daily job.
 *
 * Consistent as one moment: PGlite runs every statement, in a transaction or not, under its
 * transaction lock, so while the backup holds that lock nothing reads or writes; the database is
 * dumped and the stored objects linked under it. Uploads write their objects before their rows and
 * deletions remove rows before objects (decision 011), so every row in the archive has its object.
 * Requests wait for the hold, about a second for a small site (the dump and the links, not the
 * compression, which follows).
 */
export async function writeEmbeddedBackup(options: { db: Db; files: FilesPlace; target: string; createdAt: Date }): Promise<{ manifest: BackupManifest; bytes: number }> {
  const client = pgliteClientOf(options.db);
  return writeArchive(options.target, async (staging) => {
    // Written out first, so the copied folder starts without replaying the write-ahead log (what
    // commits between here and the dump is in the log, and replayed).
    await client.query('CHECKPOINT');
    const [version] = (await client.query('show server_version')).rows as { server_version: string }[];
    const { dump, files } = await client._runExclusiveTransaction(async () => ({
      dump: await client.dumpDataDir('none'),
      files: 'root' in options.files ? await stageStoredFiles(options.files.root, join(staging, filesFolder)) : null,
    }));
    // Unpacked into the archive, so a restore is a folder move and anyone can look inside. PGlite
    // names its entries from the root (`/PG_VERSION`); tar takes them relative to `cwd`.
    await mkdir(join(staging, pgliteFolder), { recursive: true });
    await pipeline(Readable.from(Buffer.from(await dump.arrayBuffer())), extract({ cwd: join(staging, pgliteFolder), preserveOwner: false }));
    return {
      createdAt: options.createdAt.toISOString(),
      database: { engine: 'pglite', serverVersion: version?.server_version ?? 'unknown' },
      files: 'root' in options.files ? { storage: 'disk', ...files! } : { storage: 's3', bucket: options.files.s3Bucket },
    };
  });
}

/** Refuses a data folder that already has a database. */
export async function assertNoEmbeddedDatabase(dataDir: string): Promise<void> {
  const dbFolder = embeddedDatabaseFolder(dataDir);
  if ((await exists(dbFolder)) && (await readdir(dbFolder)).length > 0) {
    throw new BackupRefusal(
      `${dataDir} already holds a database (${dbFolder}). A restore only fills an empty DATA_DIR: point DATA_DIR at a new folder, or move this one aside first.`,
    );
  }
}

/** Refuses a files folder that already has files (the disk driver's; S3 is not restored into). */
export async function assertNoStoredFiles(files: FilesPlace): Promise<void> {
  if ('root' in files && (await holdsFiles(files.root))) {
    throw new BackupRefusal(
      `${files.root} already holds stored files. A restore only fills an empty files folder: point FILES_DIR (or DATA_DIR) at a new folder, or move this one aside first.`,
    );
  }
}

export type RestoreSummary = { users: number; leads: number; files: number };

/**
 * Restores an embedded archive into an empty DATA_DIR. The archive is unpacked in a folder inside
 * DATA_DIR, its database opened there once (PGlite recovers it and the counts prove it reads),
 * the files copied, and the database folder then renamed to `DATA_DIR/db` in one step: a server
 * started meanwhile finds either no database or the whole restored one. Key files already in
 * DATA_DIR are left alone: they are how the restored site reads its stored credentials.
 */
export async function restoreEmbeddedBackup(options: { file: string; dataDir: string; files: FilesPlace }): Promise<RestoreSummary> {
  await assertNoEmbeddedDatabase(options.dataDir);
  await assertNoStoredFiles(options.files);
  await mkdir(options.dataDir, { recursive: true });
  const work = await mkdtemp(join(options.dataDir, '.maple-restore-'));
  const unpacked = join(work, 'archive');
  let filesCopied = false;
  try {
    const manifest = await readArchive(options.file, unpacked);
    if (manifest.database.engine !== 'pglite') {
      throw new BackupRefusal(`${options.file} holds a PostgreSQL database (pg_dump): restore it with DATABASE_URL set to an empty database.`);
    }
    const files = filesToRestore(manifest, options.files);
    // `openDatabase` opens `<folder>/db` and takes the folder's lock, as the server does.
    await rename(join(unpacked, pgliteFolder), embeddedDatabaseFolder(work));
    const database = await openDatabase({ dataDir: work });
    let counts: Omit<RestoreSummary, 'files'>;
    try {
      counts = await countRows(database.db);
    } finally {
      await database.close();
    }
    if ('root' in options.files) {
      filesCopied = true;
      await restoreStoredFiles(join(unpacked, filesFolder), options.files.root);
    }
    // Checked again: the first check was before the (possibly long) unpacking.
    await assertNoEmbeddedDatabase(options.dataDir);
    await rmdir(embeddedDatabaseFolder(options.dataDir)).catch(() => undefined);
    await rename(embeddedDatabaseFolder(work), embeddedDatabaseFolder(options.dataDir));
    return { ...counts, files };
  } catch (error) {
    // The files folder was empty before: what this restore put there goes, so it can be run again.
    if (filesCopied && 'root' in options.files) await removeRestoredFiles(join(unpacked, filesFolder), options.files.root);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The number of files to restore, or a refusal when the archive has files and the target is S3. */
export function filesToRestore(manifest: BackupManifest, files: FilesPlace): number {
  if (manifest.files.storage !== 'disk' || manifest.files.count === 0) return 0;
  if ('s3Bucket' in files) {
    throw new BackupRefusal(
      `This archive holds ${manifest.files.count} stored files from a folder, and S3_BUCKET is set. Restore with the files on disk (FILES_DIR, no S3_BUCKET), then copy them into the bucket (public/<bucket>/… and private/agent-documents/…, decision 011).`,
    );
  }
  return manifest.files.count;
}

export async function countRows(db: Db): Promise<Omit<RestoreSummary, 'files'>> {
  const [users] = await db.select({ n: count() }).from(user);
  const [leadRows] = await db.select({ n: count() }).from(leads);
  return { users: users?.n ?? 0, leads: leadRows?.n ?? 0 };
}
