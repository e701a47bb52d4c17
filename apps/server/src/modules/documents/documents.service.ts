import { and, desc, eq, ilike } from 'drizzle-orm';
import { agentDocuments } from '@maple/db/schema/agent-documents';
import { storedFiles } from '@maple/db/schema/stored-files';
import { documentTypes, type Bucket } from '@maple/shared/files';
import { agentsMessages } from '@maple/shared/messages/agents';
import { filesMessages } from '@maple/shared/messages/files';
import type { Actor } from '@maple/shared/permissions';
import type { AgentDocument, UploadDocumentFields } from '@maple/shared/schemas/files';
import type { PageQuery } from '@maple/shared/schemas/paging';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import { scopeFor } from '../../lib/scope.ts';
import { deleteScoped } from '../../lib/scoped-writes.ts';
import type { FileDeps } from '../../lib/deps.ts';
import { sniffType } from '../../lib/file-sniff.ts';
import { heicToJpeg, heifTypes } from '../../lib/heic-to-jpeg.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { Upload } from '../../lib/upload-body.ts';
import { newKeyBase, removeObjects, storeObjects } from '../files/files.service.ts';
import { paginate } from '../../lib/paginate.ts';

const bucket: Bucket = 'agent-documents';
const m = filesMessages;

const documentColumns = {
  id: agentDocuments.id,
  name: agentDocuments.name,
  fileSize: agentDocuments.fileSize,
  mimeType: agentDocuments.mimeType,
  type: agentDocuments.type,
  uploadedAt: agentDocuments.uploadedAt,
};

/**
 * Stores a document for the actor's agent record, as its bytes say it is (PDF → `certificate`,
 * spec §5; DOC, DOCX, JPEG, PNG, WebP, HEIC/HEIF → `other`). Never an overwrite: every upload is a
 * new key and a new row. Kept byte for byte (a scanned certificate stays exactly as signed),
 * private; except a HEIC/HEIF photo, which no browser shows: it is stored as the JPEG it decodes
 * to, and only that (decision 035).
 */
export async function uploadDocument(deps: FileDeps, actor: Actor | null, input: { fields: UploadDocumentFields; upload: Upload }): Promise<AgentDocument> {
  assertCan(actor, 'document:create', { agentId: actor?.agentId ?? null }, agentsMessages.notFound);
  const agentId = actor.agentId!;
  const sniffed = await sniffType(input.upload.bytes);
  if (!sniffed || !(documentTypes as readonly string[]).includes(sniffed.mime)) throw new AppError('unsupported_media_type', m.documentType, { file: m.documentType });
  // A HEIC/HEIF photo is stored as the JPEG it decodes to: browsers show JPEG, not HEIC.
  const { bytes, mime, ext } = heifTypes.includes(sniffed.mime)
    ? { bytes: await heicToJpeg(input.upload.bytes), mime: 'image/jpeg', ext: 'jpg' }
    : { bytes: input.upload.bytes, ...sniffed };

  // The file's own name, without any folders a client put in front of it.
  const name = input.fields.name ?? (input.upload.fileName.split(/[\\/]/).pop() || 'Document').slice(0, 200);
  const key = `${newKeyBase(agentId, name, deps.clock.now())}.${ext}`;
  const size = bytes.byteLength;
  return storeObjects(deps, [{ bucket, key, bytes, contentType: mime }], async (tx) => {
    await tx.insert(storedFiles).values({ bucket, key, contentType: mime, size, agentId });
    const [row] = await tx
      .insert(agentDocuments)
      .values({ agentId, name, storageKey: key, fileSize: size, mimeType: mime, type: mime === 'application/pdf' ? 'certificate' : 'other' })
      .returning(documentColumns);
    return row!;
  });
}

/** The actor's documents, newest first (back-office §7: ordered by upload date). */
export async function listDocuments({ db }: FileDeps, actor: Actor | null, query: PageQuery) {
  const where = and(scopeFor(actor, 'document:read'), query.q ? ilike(agentDocuments.name, containsPattern(query.q)) : undefined);
  return paginate(db.select(documentColumns).from(agentDocuments).where(where).orderBy(desc(agentDocuments.uploadedAt), desc(agentDocuments.id)).$dynamic(), db.$count(agentDocuments, where), query);
}

/** One document the actor may see (own for agents, any for the super admin); another agent's is 404. */
async function findDocument({ db }: FileDeps, actor: Actor | null, permission: 'document:read' | 'document:delete', id: string, agentId?: string) {
  const scope = scopeFor(actor, permission);
  if (!isRecordId(id) || (agentId !== undefined && !isRecordId(agentId))) throw new AppError('not_found', m.documentNotFound);
  const [row] = await db
    .select()
    .from(agentDocuments)
    .where(and(scope, eq(agentDocuments.id, id), agentId ? eq(agentDocuments.agentId, agentId) : undefined));
  if (!row) throw new AppError('not_found', m.documentNotFound);
  return row;
}

/** Removes the row (and its stored_files row) first, then the file: a failed file delete leaves an orphan object, never a dangling row. */
export async function deleteDocument(deps: FileDeps, actor: Actor | null, id: string): Promise<void> {
  const document = await findDocument(deps, actor, 'document:delete', id);
  await deps.db.transaction(async (tx) => {
    await deleteScoped(tx, agentDocuments, actor, 'document:delete', document.id, m.documentNotFound);
    await tx.delete(storedFiles).where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, document.storageKey)));
  });
  await removeObjects(deps.storage, deps.logger, [{ bucket, key: document.storageKey }]);
}

/** A document's bytes for its owner or the super admin (`agentId` narrows the console's path). */
export async function downloadDocument(deps: FileDeps, actor: Actor | null, input: { id: string; agentId?: string }) {
  const document = await findDocument(deps, actor, 'document:read', input.id, input.agentId);
  const object = await deps.storage.get(bucket, document.storageKey);
  if (!object) throw new AppError('not_found', m.documentNotFound);
  return { document, object };
}
