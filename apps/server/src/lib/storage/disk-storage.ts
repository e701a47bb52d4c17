import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { Bucket } from '@maple/shared/files';
import { appFilePath, assertSafeKey, type Storage } from './storage.ts';

/** Embedded mode's storage: `<root>/<bucket>/<key>` on this machine's disk (DATA_DIR/files). */
export function createDiskStorage(options: { root: string; publicUrl?: string }): Storage {
  const root = resolve(options.root);

  const pathOf = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    const path = resolve(root, bucket, key);
    // The key shape already rules out traversal; this is the second lock on the same door.
    if (!path.startsWith(root + sep)) throw new Error('storage path escaped its root');
    return path;
  };

  // Written beside the target and renamed, so a reader never sees half a file; `wx` on the
  // temporary name and a fresh key mean an existing object is never overwritten.
  async function writeThenRename(bucket: Bucket, key: string, write: (temporary: string) => Promise<void>) {
    const path = pathOf(bucket, key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomBytes(8).toString('hex')}.part`);
    try {
      await write(temporary);
      await stat(path).then(
        () => Promise.reject(new Error('storage key already exists')),
        () => undefined,
      );
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    driver: 'disk',
    async put(bucket, key, bytes) {
      await writeThenRename(bucket, key, (temporary) => writeFile(temporary, bytes, { flag: 'wx' }));
    },
    async putStream(bucket, key, body) {
      await writeThenRename(bucket, key, (temporary) => pipeline(body, createWriteStream(temporary, { flags: 'wx' })));
    },
    async get(bucket, key) {
      const info = await this.stat(bucket, key);
      if (!info) return null;
      const body = Readable.toWeb(createReadStream(pathOf(bucket, key))) as ReadableStream<Uint8Array>;
      return { body, size: info.size };
    },
    async stat(bucket, key) {
      try {
        const info = await stat(pathOf(bucket, key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(pathOf(bucket, key), { force: true });
    },
    publicUrl(bucket, key) {
      assertSafeKey(key);
      return options.publicUrl ? `${options.publicUrl}/${bucket}/${key}` : appFilePath(bucket, key);
    },
  };
}
