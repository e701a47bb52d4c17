import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { fileDocumentFiles, fileDocumentItems } from '@maple/db/schema/file-documents';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { storedFiles } from '@maple/db/schema/stored-files';
import { fileDocumentTypes, type Bucket } from '@maple/shared/files';
import { fileDocumentsMessages as m } from '@maple/shared/messages/file-documents';
import type { PortalDocumentItem, PortalDocumentList } from '@maple/shared/schemas/file-documents';
import type { Borrower } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileDeps } from '../../lib/deps.ts';
import { sniffFileType, type Sniffed } from '../../lib/file-sniff.ts';
import { heicToJpeg, heifTypes } from '../../lib/heic-to-jpeg.ts';
import { newKeyBase, removeObjects } from '../files/files.service.ts';
import { statusAfterFileDeleted } from './checklist-sync.ts';
import { inReadingOrder, itemsWithFiles, itemView, syncChecklist } from './document-items.ts';
import type { FinishedUpload } from './resumable-uploads.ts';

// The borrower's side of their file's documents (issue 39 §5, decision 099): the checklist as the
// portal shows it, an upload's target checked when it starts, a finished upload checked and
// stored, and a file deleted by whoever uploaded it. No route takes a file id: the session's file
// is the only one a borrower can name (decision 094), so another file's item is simply not found.

const bucket: Bucket = 'file-documents';

/** The checklist as the portal shows it: the items the agent has not removed, each file saying whether the caller uploaded it. */
export async function portalDocuments(deps: FileDeps, borrower: Borrower): Promise<PortalDocumentList> {
  const synced = await syncChecklist(deps.db, borrower.fileId, deps.clock.now());
  const entries = inReadingOrder(await itemsWithFiles(deps.db, borrower.fileId, { removed: false }), synced.checklist);
  const items = entries.map((entry) => portalView(itemView(entry, synced), entry.files.map((file) => file.uploadedByApplicantId === borrower.applicantId)));
  return { items, total: items.length };
}

function portalView({ reviewedAt: _reviewedAt, removed: _removed, ...item }: ReturnType<typeof itemView>, mine: boolean[]): PortalDocumentItem {
  return { ...item, files: item.files.map((file, index) => ({ ...file, mine: mine[index] ?? false })) };
}

async function portalItem(deps: FileDeps, borrower: Borrower, itemId: string): Promise<PortalDocumentItem> {
  const entry = (await portalDocuments(deps, borrower)).items.find((item) => item.id === itemId);
  if (!entry) throw new AppError('not_found', m.itemNotFound);
  return entry;
}

/** Why an item of the borrower's file takes no upload now: gone or removed (404), accepted or the file closed (409). */
async function assertUploadable(db: FileDeps['db'] | Tx, borrower: Borrower, itemId: string, lock = false) {
  const query = db
    .select({ status: fileDocumentItems.status, removedAt: fileDocumentItems.removedAt, closedAt: mortgageFiles.closedAt })
    .from(fileDocumentItems)
    .innerJoin(mortgageFiles, eq(mortgageFiles.id, fileDocumentItems.fileId))
    .where(and(eq(fileDocumentItems.id, itemId), eq(fileDocumentItems.fileId, borrower.fileId)));
  const [item] = lock ? await query.for('update', { of: fileDocumentItems }) : await query;
  if (!item || item.removedAt) throw new AppError('not_found', m.itemNotFound);
  if (item.closedAt) throw new AppError('conflict', m.fileClosed);
  if (item.status === 'accepted') throw new AppError('conflict', m.itemAccepted);
}

/** Checked when an upload starts, so a borrower learns before sending 25 MB that the item takes none. */
export const checkUploadTarget = (deps: FileDeps, borrower: Borrower, itemId: string) => assertUploadable(deps.db, borrower, itemId);

/** What an upload is by its first bytes, if it is one the file takes (PDF, JPEG, PNG, HEIC/HEIF); 415 otherwise. */
export async function acceptedTypeOf(path: string): Promise<Sniffed> {
  const sniffed = await sniffFileType(path);
  if (!sniffed || !(fileDocumentTypes as readonly string[]).includes(sniffed.mime)) throw new AppError('unsupported_media_type', m.type, { file: m.type });
  return sniffed;
}

/**
 * A finished upload, checked and stored: its type by its bytes; a HEIC/HEIF photo converted to the
 * JPEG it decodes to, as an agent's document is (decision 035); anything else streamed into Storage
 * from the upload's file as it is, never read into memory whole. Then, in one transaction with the
 * item locked, the file's row (and its stored_files row) and the item back to `uploaded`. The item
 * may have changed while the bytes came: accepted, removed or its file closed, the object is
 * deleted again and the refusal says why. The caller deletes the upload itself either way.
 */
export async function storeFinishedUpload(deps: FileDeps, borrower: Borrower, upload: FinishedUpload): Promise<PortalDocumentItem> {
  const { itemId, name } = upload.metadata;
  await assertUploadable(deps.db, borrower, itemId);
  const sniffed = await acceptedTypeOf(upload.path);
  const now = deps.clock.now();
  const heif = heifTypes.includes(sniffed.mime);
  const contentType = heif ? 'image/jpeg' : sniffed.mime;
  const key = `${newKeyBase(borrower.fileId, name, now)}.${heif ? 'jpg' : sniffed.ext}`;
  let size = upload.length;
  if (heif) {
    const jpeg = await heicToJpeg(await readFile(upload.path));
    size = jpeg.byteLength;
    await deps.storage.put(bucket, key, jpeg, contentType);
  } else {
    await deps.storage.putStream(bucket, key, createReadStream(upload.path), size, contentType);
  }
  try {
    await deps.db.transaction(async (tx) => {
      await assertUploadable(tx, borrower, itemId, true);
      await tx.insert(storedFiles).values({ bucket, key, contentType, size, createdAt: now });
      await tx.insert(fileDocumentFiles).values({ itemId, fileId: borrower.fileId, storageKey: key, name, contentType, size, uploadedByApplicantId: borrower.applicantId, uploadedAt: now });
      await tx.update(fileDocumentItems).set({ status: 'uploaded', updatedAt: now }).where(eq(fileDocumentItems.id, itemId));
    });
  } catch (error) {
    await removeObjects(deps.storage, deps.logger, [{ bucket, key }]);
    throw error;
  }
  deps.logger.info('document uploaded', { fileId: borrower.fileId, itemId, size });
  return portalItem(deps, borrower, itemId);
}

/** A file on the borrower's own mortgage file, by its item and id (404 for anything of another file). */
async function fileOfBorrower(db: Db | Tx, borrower: Borrower, itemId: string, documentFileId: string) {
  const [row] = await db
    .select({ id: fileDocumentFiles.id, name: fileDocumentFiles.name, storageKey: fileDocumentFiles.storageKey, contentType: fileDocumentFiles.contentType, uploadedBy: fileDocumentFiles.uploadedByApplicantId })
    .from(fileDocumentFiles)
    .innerJoin(fileDocumentItems, eq(fileDocumentItems.id, fileDocumentFiles.itemId))
    .where(and(eq(fileDocumentFiles.id, documentFileId), eq(fileDocumentFiles.itemId, itemId), eq(fileDocumentFiles.fileId, borrower.fileId), eq(fileDocumentItems.fileId, borrower.fileId)));
  if (!row) throw new AppError('not_found', m.fileNotFound);
  return row;
}

/** Only the applicant who uploaded a file may download or delete it: a co-applicant's papers are theirs. */
function assertOwnUpload(borrower: Borrower, row: { uploadedBy: string | null }): void {
  if (row.uploadedBy !== borrower.applicantId) throw new AppError('forbidden', m.notYourUpload);
}

/** A file the borrower uploaded, for that borrower to download again: its stored bytes. */
export async function downloadPortalDocumentFile(deps: FileDeps, borrower: Borrower, itemId: string, documentFileId: string) {
  const row = await fileOfBorrower(deps.db, borrower, itemId, documentFileId);
  assertOwnUpload(borrower, row);
  const object = await deps.storage.get(bucket, row.storageKey);
  if (!object) throw new AppError('not_found', m.fileNotFound);
  return { document: { name: row.name, storageKey: row.storageKey, mimeType: row.contentType }, object };
}

/**
 * The borrower deletes a file they uploaded (403 for another applicant's), while its item is not
 * accepted and the file is open (409). The row goes first and the object after, so a failed
 * delete in storage leaves an orphan object, never a row without its file. The item is requested
 * again when its last file goes (unless the agent had asked for a fix, which still stands).
 */
export async function deletePortalDocumentFile(deps: FileDeps, borrower: Borrower, itemId: string, documentFileId: string): Promise<void> {
  const key = await deps.db.transaction(async (tx) => {
    const row = await fileOfBorrower(tx, borrower, itemId, documentFileId);
    await assertUploadable(tx, borrower, itemId, true);
    assertOwnUpload(borrower, row);
    await tx.delete(fileDocumentFiles).where(eq(fileDocumentFiles.id, row.id));
    await tx.delete(storedFiles).where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, row.storageKey)));
    const [item] = await tx.select({ status: fileDocumentItems.status }).from(fileDocumentItems).where(eq(fileDocumentItems.id, itemId));
    const left = await tx.$count(fileDocumentFiles, eq(fileDocumentFiles.itemId, itemId));
    const status = statusAfterFileDeleted(item!.status as 'requested' | 'uploaded' | 'needs_attention', left);
    if (status !== item!.status) await tx.update(fileDocumentItems).set({ status, updatedAt: deps.clock.now() }).where(eq(fileDocumentItems.id, itemId));
    return row.storageKey;
  });
  await removeObjects(deps.storage, deps.logger, [{ bucket, key }]);
  deps.logger.info('document file deleted', { fileId: borrower.fileId, itemId });
}
