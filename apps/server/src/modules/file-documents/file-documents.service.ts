import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { fileDocumentFiles, fileDocumentItems } from '@maple/db/schema/file-documents';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { fileDocumentsMessages as m } from '@maple/shared/messages/file-documents';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import type { Actor } from '@maple/shared/permissions';
import type { AddDocumentItemInput, FileDocumentItem, FileDocumentList, RemoveDocumentItemInput, ReviewDocumentItemInput } from '@maple/shared/schemas/file-documents';
import { AppError } from '../../lib/app-error.ts';
import type { Deps, FileDeps } from '../../lib/deps.ts';
import { scopeFor } from '../../lib/scope.ts';
import { recordAudit, type AuditSource } from '../audit/audit.service.ts';
import { applicantsOf, inReadingOrder, itemsWithFiles, itemView, savedApplicationOf, syncChecklist, type ItemRow } from './document-items.ts';

// The agent's side of a file's documents (issue 39 §5, decision 099), in both signed-in areas: the
// checklist with the borrower's files, the agent's own items, the review, removal and downloads.
// Another agent's file is 404, as its lead is (decision 092).

const bucket = 'file-documents';

/** A lead's file the actor may read or change; 404 outside their scope (another agent's lead). */
async function scopedFile(deps: Deps, actor: Actor | null, permission: 'mortgageFile:read' | 'mortgageFile:update', leadId: string, fileId: string) {
  const [file] = await deps.db
    .select({ id: mortgageFiles.id, closedAt: mortgageFiles.closedAt })
    .from(mortgageFiles)
    .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
    .where(and(eq(mortgageFiles.id, fileId), eq(leads.id, leadId), scopeFor(actor, permission)));
  if (!file) throw new AppError('not_found', mortgageFilesMessages.notFound);
  return file;
}

/** A file open to changes: a funded, withdrawn or declined file keeps its documents as they were. */
async function openFile(deps: Deps, actor: Actor | null, leadId: string, fileId: string) {
  const file = await scopedFile(deps, actor, 'mortgageFile:update', leadId, fileId);
  if (file.closedAt) throw new AppError('conflict', m.fileClosed);
  return file;
}

/** One item as the agent reads it, after a change (the checklist read again for its rules and names). */
async function viewOf(deps: Deps, fileId: string, itemId: string): Promise<FileDocumentItem> {
  const synced = await syncChecklist(deps.db, fileId, deps.clock.now());
  const entry = (await itemsWithFiles(deps.db, fileId, { removed: true })).find(({ item }) => item.id === itemId);
  if (!entry) throw new AppError('not_found', m.itemNotFound);
  return itemView(entry, synced);
}

/** The file's documents: what the application asks for, the agent's own, the removed ones last, each with its files. */
export async function listFileDocuments(deps: Deps, actor: Actor | null, leadId: string, fileId: string): Promise<FileDocumentList> {
  const file = await scopedFile(deps, actor, 'mortgageFile:read', leadId, fileId);
  const synced = await syncChecklist(deps.db, file.id, deps.clock.now());
  const items = inReadingOrder(await itemsWithFiles(deps.db, file.id, { removed: true }), synced.checklist).map((entry) => itemView(entry, synced));
  return { items, total: items.length };
}

/** Asks for a document of the agent's own: its label, the applicant it is about (one of the application's) or none, and a note the borrower reads. */
export async function addFileDocumentItem(deps: Deps, actor: Actor | null, leadId: string, fileId: string, input: AddDocumentItemInput): Promise<FileDocumentItem> {
  const file = await openFile(deps, actor, leadId, fileId);
  const applicantId = input.applicantId ?? null;
  if (applicantId && !applicantsOf(await savedApplicationOf(deps.db, file.id)).has(applicantId.toLowerCase())) {
    throw new AppError('bad_request', m.applicantUnknown, { applicantId: m.applicantUnknown });
  }
  const now = deps.clock.now();
  const [item] = await deps.db
    .insert(fileDocumentItems)
    .values({ fileId: file.id, key: `agent:${randomUUID()}`, origin: 'agent', label: input.label, note: input.note, applicantId, addedByUserId: actor!.userId, createdAt: now, updatedAt: now })
    .returning({ id: fileDocumentItems.id });
  deps.logger.info('document item added', { fileId: file.id, itemId: item!.id });
  return viewOf(deps, file.id, item!.id);
}

/** The item of a file, locked for a change in `tx`. */
async function liveItem(tx: Tx, fileId: string, itemId: string): Promise<ItemRow> {
  const [item] = await tx
    .select()
    .from(fileDocumentItems)
    .where(and(eq(fileDocumentItems.id, itemId), eq(fileDocumentItems.fileId, fileId)))
    .for('update');
  if (!item) throw new AppError('not_found', m.itemNotFound);
  return item;
}

/**
 * The agent's review: accepted (something must have been uploaded), or needs attention with what
 * to fix, which the borrower reads in the portal until they upload again. An accepted item may be
 * sent back for attention; a removed one is 409.
 */
export async function reviewFileDocumentItem(deps: Deps, actor: Actor | null, leadId: string, fileId: string, itemId: string, input: ReviewDocumentItemInput): Promise<FileDocumentItem> {
  const file = await openFile(deps, actor, leadId, fileId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const item = await liveItem(tx, file.id, itemId);
    if (item.removedAt) throw new AppError('conflict', m.itemRemoved);
    if (input.status === 'accepted' && (await tx.$count(fileDocumentFiles, eq(fileDocumentFiles.itemId, item.id))) === 0) throw new AppError('conflict', m.nothingToAccept);
    await tx
      .update(fileDocumentItems)
      .set({ status: input.status, attentionReason: input.status === 'needs_attention' ? (input.reason ?? null) : null, reviewedByUserId: actor!.userId, reviewedAt: now, updatedAt: now })
      .where(eq(fileDocumentItems.id, item.id));
  });
  deps.logger.info('document item reviewed', { fileId: file.id, itemId, status: input.status });
  return viewOf(deps, file.id, itemId);
}

/**
 * The agent no longer asks for the item: it is marked removed with the note and kept, files and
 * all, so the file shows what was asked and why it stopped; the portal no longer lists it, and the
 * application asking for it again does not bring it back.
 */
export async function removeFileDocumentItem(deps: Deps, actor: Actor | null, leadId: string, fileId: string, itemId: string, input: RemoveDocumentItemInput): Promise<FileDocumentItem> {
  const file = await openFile(deps, actor, leadId, fileId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const item = await liveItem(tx, file.id, itemId);
    if (item.removedAt) throw new AppError('conflict', m.itemAlreadyRemoved);
    await tx.update(fileDocumentItems).set({ removedAt: now, removedNote: input.note, removedByUserId: actor!.userId, updatedAt: now }).where(eq(fileDocumentItems.id, item.id));
  });
  deps.logger.info('document item removed', { fileId: file.id, itemId });
  return viewOf(deps, file.id, itemId);
}

/**
 * A file the borrower uploaded, for the lead's agent or the super admin: its stored bytes, and an
 * entry on the audit trail (who, from where, which file: never its name, which may say what it is).
 */
export async function downloadFileDocument(
  deps: FileDeps,
  actor: Actor | null,
  source: AuditSource,
  ids: { leadId: string; fileId: string; itemId: string; documentFileId: string },
) {
  const file = await scopedFile(deps, actor, 'mortgageFile:read', ids.leadId, ids.fileId);
  const [document] = await deps.db
    .select()
    .from(fileDocumentFiles)
    .where(and(eq(fileDocumentFiles.id, ids.documentFileId), eq(fileDocumentFiles.itemId, ids.itemId), eq(fileDocumentFiles.fileId, file.id)));
  if (!document) throw new AppError('not_found', m.fileNotFound);
  const object = await deps.storage.get(bucket, document.storageKey);
  if (!object) throw new AppError('not_found', m.fileNotFound);
  try {
    await recordAudit(deps.db, deps.clock.now(), { kind: 'file_document_downloaded', ...source, detail: { ...ids } });
  } catch (error) {
    // No download leaves without its entry on the trail.
    await object.body.cancel().catch(() => undefined);
    throw error;
  }
  return { document: { name: document.name, storageKey: document.storageKey, mimeType: document.contentType }, object };
}

/** What the borrower still owes: an item asked for and not yet in, or sent back with a reason. */
const outstandingStatuses = ['requested', 'needs_attention'] as const;

/**
 * The open files that still ask the borrower for something (decision 101): an item requested or
 * needing attention, not removed. Each with the instant it started, from which its reminders count.
 */
export async function filesWithOutstandingDocuments(db: Db): Promise<{ fileId: string; startedAt: Date }[]> {
  return db
    .selectDistinct({ fileId: mortgageFiles.id, startedAt: mortgageFiles.createdAt })
    .from(mortgageFiles)
    .innerJoin(fileDocumentItems, eq(fileDocumentItems.fileId, mortgageFiles.id))
    .where(and(isNull(mortgageFiles.closedAt), isNull(fileDocumentItems.removedAt), inArray(fileDocumentItems.status, outstandingStatuses)));
}

/** What a file still asks the borrower for, in reading order, as the portal shows it (the checklist synced first, as every read does). */
export async function outstandingDocumentsOf(db: Db, fileId: string, now: Date): Promise<FileDocumentItem[]> {
  const synced = await syncChecklist(db, fileId, now);
  const entries = inReadingOrder(await itemsWithFiles(db, fileId, { removed: false }), synced.checklist);
  return entries.map((entry) => itemView(entry, synced)).filter((item) => item.asked && (outstandingStatuses as readonly string[]).includes(item.status));
}
