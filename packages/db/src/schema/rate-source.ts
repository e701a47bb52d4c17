import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateSourceFormat = pgEnum('rate_source_format', ['html-table', 'json']);
export const rateScrapeOutcome = pgEnum('rate_scrape_outcome', ['succeeded', 'failed']);

/**
 * One row (id 1): where the rate scraper reads today's rates (the spec does not name the source,
 * so the console configures it), and how the last scrape went.
 */
export const rateSource = pgTable(
  'rate_source',
  {
    id: integer('id').primaryKey().default(1),
    url: text('url').notNull(),
    format: rateSourceFormat('format').notNull(),
    /** html-table only: a CSS selector for the table; the first <table> when null. */
    selector: text('selector'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastScrapeAt: timestamp('last_scrape_at', { withTimezone: true }),
    lastScrapeOutcome: rateScrapeOutcome('last_scrape_outcome'),
    /** How many rates the last successful scrape activated, or why the last one failed. */
    lastScrapeCount: integer('last_scrape_count'),
    lastScrapeReason: text('last_scrape_reason'),
  },
  (t) => [check('rate_source_singleton', sql`${t.id} = 1`)],
);
