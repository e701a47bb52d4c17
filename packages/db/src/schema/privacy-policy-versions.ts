import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every text the public privacy policy has had, in order (decision 048): a new row the first time
 * a different text is served, so the page's "Last updated" date is known and the brokerage can show
 * which policy was in force on a given day (PIPEDA Principle 4.8, openness). `version` is the
 * primary key so two processes recording the same change at once write one row, not two.
 */
export const privacyPolicyVersions = pgTable('privacy_policy_versions', {
  version: integer('version').primaryKey(),
  /** SHA-256 of the Markdown, hex: what the served text is compared with. */
  sha256: text('sha256').notNull(),
  markdown: text('markdown').notNull(),
  inForceFrom: timestamp('in_force_from', { withTimezone: true }).notNull(),
});
