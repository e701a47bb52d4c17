import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

/** One width of a stored image, for srcset. */
export type ImageVariant = { key: string; width: number; height: number; size: number };

/**
 * Every object put into storage (ARCHITECTURE §2 files): which bucket and key, what its content really
 * is (from its bytes), and for images the re-encoded widths. Serving and deleting go through this
 * table, so a key that is not exactly a stored key is never read.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    /** The agent the file belongs to (headshots, documents), so deleting an agent removes its files. */
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stored_files_bucket_key_idx').on(t.bucket, t.key), index('stored_files_agent_idx').on(t.agentId)],
);
