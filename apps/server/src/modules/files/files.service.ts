import { randomBytes, createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { storedFiles } from '@maple/db/schema/stored-files';
import { imageTypes, isPublicBucket, type Bucket } from '@maple/shared/files';
import { fullImageKey, variantImageKey } from '@maple/shared/image-set';
import { filesMessages } from '@maple/shared/messages/files';
import type { UploadedImage } from '@maple/shared/schemas/files';
import { toBlogSlug } from '@maple/shared/slug';
import { AppError } from '../../lib/app-error.ts';
import type { FileDeps } from '../../lib/deps.ts';
import { sniffType } from '../../lib/file-sniff.ts';
import { encodeImage } from '../../lib/image-encode.ts';
import type { Logger } from '../../lib/logger.ts';
import { isSafeKey, type Storage } from '../../lib/storage/storage.ts';
import type { Upload } from '../../lib/upload-body.ts';

type StoredFile = typeof storedFiles.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `{owner}/{timestamp}-{random}-{slug}` (spec: `{agentId}/{timestamp}-{filename}`): the name is
 * reduced to a slug of its last path segment, so `../../etc/passwd` becomes `passwd`, and the
 * random part keeps two uploads of the same name in the same millisecond apart.
 */
export function newKeyBase(owner: string, fileName: string, now: Date): string {
  const lastSegment = fileName.split(/[\\/]/).pop() ?? '';
  const slug = toBlogSlug(lastSegment.replace(/\.[^.]*$/, '')).slice(0, 60) || 'file';
  return `${owner}/${now.getTime()}-${randomBytes(4).toString('hex')}-${slug}`;
}

export type NewObject = { bucket: Bucket; key: string; bytes: Uint8Array; contentType: string };

/**
 * Writes the objects, then the rows in one transaction; when the rows fail the objects are
 * removed again, so a storage or database failure never leaves a row without its file (nor,
 * short of the process dying between the two, a file without its row).
 */
export async function storeObjects<T>(deps: FileDeps, objects: NewObject[], writeRows: (tx: Tx) => Promise<T>): Promise<T> {
  const written: NewObject[] = [];
  try {
    for (const object of objects) {
      await deps.storage.put(object.bucket, object.key, object.bytes, object.contentType);
      written.push(object);
    }
    return await deps.db.transaction(writeRows);
  } catch (error) {
    await removeObjects(deps.storage, deps.logger, written);
    throw error;
  }
}

/** Best effort: an object left behind is harmless (nothing points at it), so a failure is logged. */
export async function removeObjects(storage: Storage, logger: Logger, objects: { bucket: Bucket; key: string }[]) {
  for (const { bucket, key } of objects) {
    await storage.delete(bucket, key).catch((error: Error) => logger.warn('stored object not removed', { bucket, key, error: error.name }));
  }
}

/** Every object a stored_files row stands for: the file and its narrower widths. */
export const objectsOf = (row: Pick<StoredFile, 'bucket' | 'key' | 'variants'>) => [
  { bucket: row.bucket as Bucket, key: row.key },
  ...row.variants.filter((v) => v.key !== row.key).map((v) => ({ bucket: row.bucket as Bucket, key: v.key })),
];

/**
 * Checks an uploaded image by its bytes, re-encodes it (lib/image-encode.ts) and stores the WebP
 * widths with one stored_files row; `writeMore` runs in the same transaction (an agent's column).
 */
export async function storeImage<T>(
  deps: FileDeps,
  target: { bucket: Bucket; owner: string; agentId: string | null },
  upload: Upload,
  writeMore: (tx: Tx, image: UploadedImage) => Promise<T>,
): Promise<{ image: UploadedImage; result: T }> {
  const sniffed = await sniffType(upload.bytes);
  if (!sniffed || !(imageTypes as readonly string[]).includes(sniffed.mime)) throw new AppError('unsupported_media_type', filesMessages.imageType, { file: filesMessages.imageType });
  const [full, ...narrower] = await encodeImage(upload.bytes);
  const base = newKeyBase(target.owner, upload.fileName, deps.clock.now());
  const widths = [
    { ...full!, key: fullImageKey(base, full!.width, full!.height) },
    ...narrower.map((v) => ({ ...v, key: variantImageKey(base, full!.width, full!.height, v.width) })),
  ];
  const { bucket } = target;
  const image: UploadedImage = {
    url: deps.storage.publicUrl(bucket, widths[0]!.key),
    width: full!.width,
    height: full!.height,
    variants: widths.map((v) => ({ url: deps.storage.publicUrl(bucket, v.key), width: v.width, height: v.height })).sort((a, b) => a.width - b.width),
  };
  const result = await storeObjects(
    deps,
    widths.map((v) => ({ bucket, key: v.key, bytes: v.bytes, contentType: 'image/webp' })),
    async (tx) => {
      await tx.insert(storedFiles).values({
        bucket,
        key: widths[0]!.key,
        contentType: 'image/webp',
        size: full!.bytes.byteLength,
        width: full!.width,
        height: full!.height,
        variants: widths.map((v) => ({ key: v.key, width: v.width, height: v.height, size: v.bytes.byteLength })).sort((a, b) => a.width - b.width),
        agentId: target.agentId,
      });
      return writeMore(tx, image);
    },
  );
  return { image, result };
}

/** The stored_files row a public URL of ours points at (for replacing a profile image), if any. */
export async function findByPublicUrl(db: Db | Tx, storage: Storage, bucket: Bucket, url: string | null): Promise<StoredFile | null> {
  if (!url) return null;
  const prefix = storage.publicUrl(bucket, 'x').slice(0, -1);
  if (!url.startsWith(prefix)) return null;
  let key: string;
  try {
    key = url.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  if (!isSafeKey(key)) return null;
  const [row] = await db.select().from(storedFiles).where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key)));
  return row ?? null;
}

export type ServedFile = { contentType: string; size: number; etag: string; bucket: Bucket; key: string };

/**
 * A public file by bucket and key, only when the key is exactly one we stored (a file or one of
 * its widths): the raw path is compared with stored values, never joined onto a folder. The
 * private bucket, odd bytes and anything else answer null before or after one indexed lookup.
 */
export async function findServedFile(db: Db, bucket: string, key: string): Promise<ServedFile | null> {
  if (!isPublicBucket(bucket) || !isSafeKey(key)) return null;
  // A width `X-640w.webp` is recorded on the row of `X.webp`.
  const width = /^(.+)-\d+w\.webp$/.exec(key);
  const candidates = width ? [key, `${width[1]}.webp`] : [key];
  const rows = await db.select().from(storedFiles).where(and(eq(storedFiles.bucket, bucket), inArray(storedFiles.key, candidates)));
  for (const row of rows) {
    const size = row.key === key ? row.size : row.variants.find((v) => v.key === key)?.size;
    if (size === undefined) continue;
    // Keys never repeat, so bucket and key name the bytes for good: a strong ETag needs no hashing of content.
    const etag = `"${createHash('sha256').update(`${bucket}/${key}/${size}`).digest('base64url').slice(0, 32)}"`;
    return { contentType: row.contentType, size, etag, bucket, key };
  }
  return null;
}
