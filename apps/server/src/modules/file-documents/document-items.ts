import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { fileDocumentFiles, fileDocumentItems } from '@maple/db/schema/file-documents';
import { applicationSteps } from '@maple/db/schema/portal';
import { portalApplicants } from '@maple/db/schema/portal';
import { documentChecklist, type ChecklistItem } from '@maple/shared/mortgage-files/document-checklist';
import { documentKeys, type DocumentKey } from '@maple/shared/mortgage-files/document-rules';
import { applicantName } from '@maple/shared/schemas/application/applicants';
import { isApplicationStep, type ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import type { DocumentFile, FileDocumentItem } from '@maple/shared/schemas/file-documents';
import { checklistChanges } from './checklist-sync.ts';

// A file's document items as both audiences read them: kept in step with the application on every
// read (decision 099), then shaped. The verbs that change them are in the two services.

export type ItemRow = typeof fileDocumentItems.$inferSelect;
type FileRow = typeof fileDocumentFiles.$inferSelect & { uploadedByName: string | null };

/** The application of a file as saved, step by step. */
export async function savedApplicationOf(db: Db, fileId: string): Promise<ApplicationStepValues> {
  const rows = await db.select({ step: applicationSteps.step, value: applicationSteps.value }).from(applicationSteps).where(eq(applicationSteps.fileId, fileId));
  // Each value is as its step's schema parsed it when saved (decision 093).
  return Object.fromEntries(rows.filter((row) => isApplicationStep(row.step)).map((row) => [row.step, row.value])) as ApplicationStepValues;
}

/** The application's applicants by id (lower case, as the checklist compares them), with their names. */
export function applicantsOf(application: ApplicationStepValues): Map<string, string> {
  return new Map((application.applicants?.applicants ?? []).map((applicant) => [applicant.id.toLowerCase(), applicantName(applicant)]));
}

export type SyncedChecklist = { checklist: ChecklistItem[]; applicants: Map<string, string> };

/**
 * Brings the file's stored items in line with the checklist its application gives now
 * (checklist-sync.ts): new items inserted as requested, items no longer asked and never uploaded
 * to deleted. Two readers at once do it twice harmlessly: an insert of a key already there does
 * nothing, and a delete re-checks that the item is still a rule item with no file, so an upload
 * finishing at that moment keeps its item.
 */
export async function syncChecklist(db: Db, fileId: string, now: Date): Promise<SyncedChecklist> {
  const application = await savedApplicationOf(db, fileId);
  const checklist = documentChecklist(application);
  const stored = await db
    .select({
      id: fileDocumentItems.id,
      key: fileDocumentItems.key,
      origin: fileDocumentItems.origin,
      removedAt: fileDocumentItems.removedAt,
      files: sql<number>`(select count(*)::int from ${fileDocumentFiles} where ${fileDocumentFiles.itemId} = ${fileDocumentItems.id})`,
    })
    .from(fileDocumentItems)
    .where(eq(fileDocumentItems.fileId, fileId));
  const { add, drop } = checklistChanges(
    stored.map((row) => ({ id: row.id, key: row.key, origin: row.origin, removed: row.removedAt !== null, files: Number(row.files) })),
    checklist,
  );
  if (add.length) {
    await db
      .insert(fileDocumentItems)
      .values(add.map((item) => ({ fileId, key: item.key, applicantId: item.applicantId, origin: 'rule' as const, createdAt: now, updatedAt: now })))
      .onConflictDoNothing({ target: [fileDocumentItems.fileId, fileDocumentItems.key] });
  }
  if (drop.length) {
    const noFile = db.select({ one: sql`1` }).from(fileDocumentFiles).where(eq(fileDocumentFiles.itemId, fileDocumentItems.id));
    await db.delete(fileDocumentItems).where(and(inArray(fileDocumentItems.id, drop), eq(fileDocumentItems.origin, 'rule'), isNull(fileDocumentItems.removedAt), notExists(noFile)));
  }
  return { checklist, applicants: applicantsOf(application) };
}

/** A file's items with their files (oldest first), every item or only those the agent has not removed. */
export async function itemsWithFiles(db: Db, fileId: string, options: { removed: boolean }): Promise<{ item: ItemRow; files: FileRow[] }[]> {
  const items = await db
    .select()
    .from(fileDocumentItems)
    .where(and(eq(fileDocumentItems.fileId, fileId), options.removed ? undefined : isNull(fileDocumentItems.removedAt)));
  const files = items.length
    ? await db
        .select({ file: fileDocumentFiles, uploadedByName: portalApplicants.name })
        .from(fileDocumentFiles)
        .leftJoin(portalApplicants, eq(portalApplicants.id, fileDocumentFiles.uploadedByApplicantId))
        .where(eq(fileDocumentFiles.fileId, fileId))
        .orderBy(asc(fileDocumentFiles.uploadedAt), asc(fileDocumentFiles.id))
    : [];
  return items.map((item) => ({ item, files: files.filter((row) => row.file.itemId === item.id).map((row) => ({ ...row.file, uploadedByName: row.uploadedByName })) }));
}

/**
 * The items in the order a person reads them: what the application asks for, in the rules' order;
 * then rule items no longer asked (kept for their files) and the agent's own, oldest first; the
 * removed ones (the agent's view) last.
 */
export function inReadingOrder<T extends { item: ItemRow }>(entries: T[], checklist: readonly ChecklistItem[]): T[] {
  const position = new Map(checklist.map((item, index) => [item.key, index]));
  const rank = ({ item }: T) => (item.removedAt ? 2 : item.origin === 'rule' && position.has(item.key) ? 0 : 1);
  return [...entries].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (position.get(a.item.key) ?? 0) - (position.get(b.item.key) ?? 0) ||
      a.item.createdAt.getTime() - b.item.createdAt.getTime() ||
      a.item.id.localeCompare(b.item.id),
  );
}

const documentOf = (item: ItemRow): DocumentKey | null => {
  if (item.origin !== 'rule') return null;
  const document = item.key.split(':')[0];
  return (documentKeys as readonly string[]).includes(document ?? '') ? (document as DocumentKey) : null;
};

export const fileView = (file: FileRow): DocumentFile => ({
  id: file.id,
  name: file.name,
  contentType: file.contentType,
  size: file.size,
  uploadedAt: file.uploadedAt.toISOString(),
  uploadedBy: file.uploadedByName,
});

/** An item as the agent reads it; the portal's view is the same less the review's and removal's details. */
export function itemView({ item, files }: { item: ItemRow; files: FileRow[] }, { checklist, applicants }: SyncedChecklist): FileDocumentItem {
  const asked = checklist.find((entry) => entry.key === item.key);
  return {
    id: item.id,
    key: item.key,
    origin: item.origin,
    document: documentOf(item),
    label: item.label,
    note: item.note,
    applicantId: item.applicantId,
    applicantName: item.applicantId ? (applicants.get(item.applicantId.toLowerCase()) ?? null) : null,
    rules: item.origin === 'rule' ? (asked?.rules ?? []) : [],
    asked: item.removedAt === null && (item.origin === 'agent' || asked !== undefined),
    status: item.status,
    attentionReason: item.status === 'needs_attention' ? item.attentionReason : null,
    updatedAt: item.updatedAt.toISOString(),
    files: files.map(fileView),
    reviewedAt: item.reviewedAt?.toISOString() ?? null,
    removed: item.removedAt ? { at: item.removedAt.toISOString(), note: item.removedNote ?? '' } : null,
  };
}
