import { copyFile, cp, link, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { buckets } from '@maple/shared/files';
import { isSafeKey } from '../storage/storage.ts';
import { exists } from './backup-archive.ts';

/**
 * Puts every stored object of the disk driver (`<root>/<bucket>/<key>`) into `into/<bucket>/<key>`.
 * Only the buckets Maple knows and keys of the generated shape are taken, so a half-written upload
 * (`.xxxx.part`) or anything else in the folder (a key file, were FILES_DIR pointed at DATA_DIR)
 * stays out. Objects are hard-linked where the two folders share a file system: keys never repeat
 * and an object is never rewritten in place (decision 011), so a link is a snapshot of the bytes,
 * made in a moment however large the files; elsewhere they are copied.
 */
export async function stageStoredFiles(root: string, into: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const bucket of buckets) {
    const folder = join(root, bucket);
    if (!(await exists(folder))) continue;
    for (const relative of await readdir(folder, { recursive: true })) {
      const key = relative.split(sep).join('/');
      if (!isSafeKey(key)) continue;
      const info = await lstat(join(folder, relative));
      if (!info.isFile()) continue;
      const target = join(into, bucket, relative);
      await mkdir(dirname(target), { recursive: true });
      await link(join(folder, relative), target).catch(async (error: NodeJS.ErrnoException) => {
        // Another file system (EXDEV), or one that has no hard links (EPERM on some mounts).
        if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
        await copyFile(join(folder, relative), target);
      });
      count++;
      bytes += info.size;
    }
  }
  return { count, bytes };
}

/** Whether the folder holds any file at all (empty sub-folders do not count). */
export async function holdsFiles(root: string): Promise<boolean> {
  if (!(await exists(root))) return false;
  for (const relative of await readdir(root, { recursive: true })) {
    if ((await lstat(join(root, relative))).isFile()) return true;
  }
  return false;
}

/** Copies an archive's `files/` folder into the storage root (checked empty by the caller). */
export async function restoreStoredFiles(from: string, root: string): Promise<void> {
  if (!(await exists(from))) return;
  await mkdir(root, { recursive: true });
  // Never over a file (there is none: the caller checked), into folders that may already exist empty.
  await cp(from, root, { recursive: true, force: false });
}

/** Undoes `restoreStoredFiles` into a folder that was empty: removes the buckets the archive brought. */
export async function removeRestoredFiles(from: string, root: string): Promise<void> {
  if (!(await exists(from))) return;
  for (const bucket of await readdir(from)) await rm(join(root, bucket), { recursive: true, force: true });
}
