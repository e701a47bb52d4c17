import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { fileDocumentFiles, fileDocumentItems } from '@maple/db/schema/file-documents';
import { storedFiles } from '@maple/db/schema/stored-files';
import type { Bucket } from '@maple/shared/files';
import type { Logger } from '../../lib/logger.ts';
import type { Storage } from '../../lib/storage/storage.ts';

// Deleting a file's documents with their stored objects (issue 39 §10, decisions 097 and 099).
// The rows go in the caller's transaction (an erasure's step, the retention run, a lead's delete by
// cascade); the `stored_files` row of each uploaded file is left behind on purpose: a stored_files
// row of the `file-documents` bucket that no document names any more is an object waiting to be
// deleted. After the commit, `removeUnfiledDocumentObjects` deletes those objects through Storage
// (disk or S3), then their rows. A crash, or a storage error, between the two leaves the rows,
// and the next call (the next erasure, lead delete or nightly run) deletes what is left; deleting
// an object already gone is no error. An upload never shows as waiting: its stored_files row and
// its document row are written in one transaction, and deleted in one by the borrower.

type Executor = Db | Tx;
const bucket: Bucket = 'file-documents';

/** Deletes document items (their files go by cascade); answers how many items and uploaded files went. */
export async function deleteDocumentItems(db: Executor, itemIds: readonly string[]): Promise<{ items: number; files: number }> {
  if (itemIds.length === 0) return { items: 0, files: 0 };
  const files = await db.$count(fileDocumentFiles, inArray(fileDocumentFiles.itemId, [...itemIds]));
  const items = await db.delete(fileDocumentItems).where(inArray(fileDocumentItems.id, [...itemIds])).returning({ id: fileDocumentItems.id });
  return { items: items.length, files };
}

/** Every document item of the files, with its uploaded files. */
export async function deleteDocumentsOfFiles(db: Executor, fileIds: readonly string[]): Promise<{ items: number; files: number }> {
  if (fileIds.length === 0) return { items: 0, files: 0 };
  const files = await db.$count(fileDocumentFiles, inArray(fileDocumentFiles.fileId, [...fileIds]));
  const items = await db.delete(fileDocumentItems).where(inArray(fileDocumentItems.fileId, [...fileIds])).returning({ id: fileDocumentItems.id });
  return { items: items.length, files };
}

/**
 * The stored objects of documents whose rows are gone: each deleted from Storage, then its
 * stored_files row. One that storage refuses to delete keeps its row, is logged, and is tried again
 * by the next call. Answers how many objects were deleted.
 */
export async function removeUnfiledDocumentObjects(deps: { db: Executor; storage: Storage; logger: Logger }): Promise<number> {
  const unfiled = await deps.db
    .select({ id: storedFiles.id, key: storedFiles.key })
    .from(storedFiles)
    .where(and(eq(storedFiles.bucket, bucket), notExists(deps.db.select({ one: sql`1` }).from(fileDocumentFiles).where(eq(fileDocumentFiles.storageKey, storedFiles.key)))));
  let removed = 0;
  for (const object of unfiled) {
    try {
      await deps.storage.delete(bucket, object.key);
    } catch (error) {
      deps.logger.warn('stored document not removed', { id: object.id, error: (error as Error).name });
      continue;
    }
    await deps.db.delete(storedFiles).where(eq(storedFiles.id, object.id));
    removed++;
  }
  if (removed) deps.logger.info('stored documents removed', { count: removed });
  return removed;
}
