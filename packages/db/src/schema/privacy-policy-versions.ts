import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every text the public privacy policy has had, in order (decision 048): a new row the first time
 * a different text is served, so the page's "Last updated" date is known and the brokerage can show
 * which policy was in force on a given day (PIPEDA Principle 4.8, openness). Each language's policy
 * has its own history (decision 069). `language` and `version` are the primary key so two processes
 * recording the same change at once write one row, not two.
 */
export const privacyPolicyVersions = pgTable(
  'privacy_policy_versions',
  {
    /** 'en' or 'fr': the English and the French policy are each served and dated on their own. */
    language: text('language').notNull().default('en'),
    version: integer('version').notNull(),
    /** SHA-256 of the Markdown, hex: what the served text is compared with. */
    sha256: text('sha256').notNull(),
    markdown: text('markdown').notNull(),
    inForceFrom: timestamp('in_force_from', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.version] })],
);
