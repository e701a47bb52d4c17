import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The RSS/Atom feeds the console configures, in display order: the second news source. */
export const newsFeeds = pgTable('news_feeds', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  title: text('title'),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The news list as last fetched, shared by every process (a visit reads it instead of waiting on a
 * feed). Replaced whole by each refresh; `position` keeps the newest-first order.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    /** A hash of the link: stable across refreshes, so the enrichment call can name an article. */
    id: text('id').primaryKey(),
    source: text('source', { enum: ['inoreader', 'feeds'] }).notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    published: timestamp('published', { withTimezone: true }),
    summary: text('summary').notNull().default(''),
    image: text('image'),
    sourceHost: text('source_host').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** Set once the article page was read for a missing image or summary, so it is read only once. */
    enrichedAt: timestamp('enriched_at', { withTimezone: true }),
  },
  (t) => [index('news_articles_position_idx').on(t.position)],
);

/** When the cache was last filled and from which source ('samples' when every source failed). */
export const newsCacheState = pgTable('news_cache_state', {
  id: text('id').primaryKey().default('current'),
  source: text('source', { enum: ['inoreader', 'feeds', 'samples'] }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});
