import { createWriteStream } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create, extract } from 'tar';
import { z } from 'zod';

// One archive, one layout, whatever the engine (docs/decisions/031-backups.md):
//   manifest.json        what the archive holds (below), first so a reader sees it at once
//   database/pglite/     embedded mode: PGlite's data folder as it was (DATA_DIR/db)
//   database/maple.dump  PostgreSQL: pg_dump's custom format
//   files/<bucket>/<key> the stored files of the disk driver; none for S3
// Never the key files (auth-secret.key, secret-key.key): nothing in DATA_DIR but db/ and the
// buckets of the files folder is ever copied into the staging folder the archive is made from.
export const manifestFile = 'manifest.json';
export const pgliteFolder = 'database/pglite';
export const postgresDumpFile = 'database/maple.dump';
export const filesFolder = 'files';

const backupManifest = z.object({
  format: z.literal('maple-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.discriminatedUnion('engine', [
    z.object({ engine: z.literal('pglite'), serverVersion: z.string() }),
    z.object({ engine: z.literal('postgresql'), serverVersionNum: z.number().int(), pgDumpMajor: z.number().int() }),
  ]),
  files: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('disk'), count: z.number().int().min(0), bytes: z.number().int().min(0) }),
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** A refusal the operator can act on (target not empty, server running, tool too old): its message says what to do. */
export class BackupRefusal extends Error {}

/** `maple-backup-20261124T160000Z.tar.gz`: names sort by time, and a shell needs no quotes. */
export function archiveName(kind: 'backup' | 'daily', at: Date): string {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(/[-:]/g, '');
  return `maple-${kind}-${stamp}.tar.gz`;
}

/**
 * Makes the archive `target` from what `stage` puts into a fresh folder beside it (beside it, so
 * stored files can be hard-linked rather than copied). The archive is written under a temporary
 * name and linked into place, so a half-written archive never carries the final name and an
 * existing archive is never replaced. Readable by its owner only: it holds every lead and the
 * users' password hashes.
 */
export async function writeArchive(
  target: string,
  stage: (folder: string) => Promise<Omit<BackupManifest, 'format' | 'version'>>,
): Promise<{ manifest: BackupManifest; bytes: number }> {
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  if (await exists(target)) throw new BackupRefusal(`${target} already exists: choose another name.`);
  const staging = await mkdtemp(join(dirname(target), '.maple-staging-'));
  const partial = `${target}.part`;
  try {
    const manifest: BackupManifest = { format: 'maple-backup', version: 1, ...(await stage(staging)) };
    await mkdir(join(staging, filesFolder), { recursive: true });
    await writeFile(join(staging, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [manifestFile, 'database', filesFolder];
    await pipeline(create({ gzip: true, cwd: staging, portable: true }, entries), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    try {
      await link(partial, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupRefusal(`${target} already exists: choose another name.`);
      throw error;
    }
    return { manifest, bytes: (await stat(target)).size };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Unpacks `file` into `folder` and returns its manifest. Only plain files and folders are taken
 * (no links, devices or absolute paths: tar's own guards refuse `..` and leading slashes), and a
 * damaged archive is an error, not a partial restore.
 */
export async function readArchive(file: string, folder: string): Promise<BackupManifest> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    await extract({
      file,
      cwd: folder,
      strict: true,
      preserveOwner: false,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new BackupRefusal(`${file} is not a readable Maple backup (${(error as Error).message}).`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(join(folder, manifestFile), 'utf8'));
  } catch {
    throw new BackupRefusal(`${file} has no ${manifestFile}: it is not an archive made by npm run backup.`);
  }
  const parsed = backupManifest.safeParse(manifest);
  if (!parsed.success) throw new BackupRefusal(`${file}: ${manifestFile} is not one this version of Maple can read.`);
  return parsed.data;
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}
