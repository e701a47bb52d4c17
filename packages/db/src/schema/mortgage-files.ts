import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { leads } from './leads.ts';

// The shared schema (packages/shared/src/schemas/mortgage-files.ts) holds the same list.
export const fileStage = pgEnum('file_stage', ['started', 'submitted', 'in_review', 'sent_to_lender', 'approved_with_conditions', 'conditions_met', 'funded', 'withdrawn', 'declined']);

/**
 * A client's mortgage file (issue 39, decision 092): the application's way from started to funded.
 * It is its lead's (the lead's agent owns it, and it goes with the lead); a lead has at most one
 * open file (`closed_at` null), which the partial unique index holds even against two starts at
 * once. A file is never deleted by a user: it ends funded, withdrawn or declined.
 */
export const mortgageFiles = pgTable(
  'mortgage_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    stage: fileStage('stage').notNull().default('started'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mortgage_files_one_open_per_lead').on(t.leadId).where(sql`${t.closedAt} is null`), index('mortgage_files_stage_idx').on(t.stage, t.createdAt)],
);

/**
 * Every stage a file has been in, in order (the borrower's timeline and the pipeline's days in a
 * stage). Who moved it is kept by name too, so the history reads the same after the user goes.
 */
export const mortgageFileStageChanges = pgTable(
  'mortgage_file_stage_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => mortgageFiles.id, { onDelete: 'cascade' }),
    fromStage: fileStage('from_stage'),
    toStage: fileStage('to_stage').notNull(),
    note: text('note'),
    changedByUserId: text('changed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mortgage_file_stage_changes_file_seq_idx').on(t.fileId, t.seq)],
);
