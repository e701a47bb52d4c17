import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

export const documentType = pgEnum('document_type', ['certificate', 'other']);

export const agentDocuments = pgTable(
  'agent_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // A generated key in the private agent-documents bucket; downloads go through an authorised route.
    storageKey: text('storage_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    type: documentType('type').notNull().default('other'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_documents_agent_idx').on(t.agentId, t.uploadedAt)],
);
