import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { mortgageFiles } from './mortgage-files.ts';
import { portalApplicants } from './portal.ts';

// The shared schema (packages/shared/src/schemas/file-documents.ts) holds the same lists.
export const documentItemOrigin = pgEnum('document_item_origin', ['rule', 'agent']);
export const documentItemStatus = pgEnum('document_item_status', ['requested', 'uploaded', 'needs_attention', 'accepted']);

/**
 * A document a mortgage file asks for (issue 39 §5, decision 099): one of the checklist's items,
 * built from the application by the rules (`origin` rule, `key` the checklist's stable key such as
 * `t4_two_years:<applicant id>`), or one the agent added (`origin` agent, a key of its own and a
 * label). Rule items come and go with the application while nothing was uploaded to them; an item
 * the agent removes is kept, with the note, so the file shows what was asked and why it stopped.
 * `applicant_id` is the application's id of the applicant the document is about (null: the file's).
 */
export const fileDocumentItems = pgTable(
  'file_document_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => mortgageFiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    applicantId: text('applicant_id'),
    /** The agent's own item's name; a rule item's comes from the catalogue by its document. */
    label: text('label'),
    origin: documentItemOrigin('origin').notNull(),
    status: documentItemStatus('status').notNull().default('requested'),
    /** What the borrower must fix, written by the agent; read while the item needs attention. */
    attentionReason: text('attention_reason'),
    /** The agent's note on an item they added: what they need and why (the borrower reads it). */
    note: text('note'),
    addedByUserId: text('added_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    reviewedByUserId: text('reviewed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedNote: text('removed_note'),
    removedByUserId: text('removed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // One item per key and file: two readers syncing the checklist at once insert it once.
  (t) => [uniqueIndex('file_document_items_file_key_idx').on(t.fileId, t.key)],
);

/**
 * A file the borrower uploaded for an item: its object in the private `file-documents` bucket
 * (generated key), its name as the borrower's device gave it (folders and control characters
 * dropped), what its bytes are (sniffed, never the browser's word), its size, who uploaded it and
 * when. The file's id is kept beside the item's so every read is scoped to the file in one index.
 */
export const fileDocumentFiles = pgTable(
  'file_document_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => fileDocumentItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => mortgageFiles.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedByApplicantId: uuid('uploaded_by_applicant_id').references(() => portalApplicants.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('file_document_files_storage_key_idx').on(t.storageKey),
    index('file_document_files_item_idx').on(t.itemId, t.uploadedAt),
    index('file_document_files_file_idx').on(t.fileId),
  ],
);
