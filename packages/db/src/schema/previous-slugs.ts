import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { blogPosts } from './blog-posts.ts';

/*
 * Slugs a record had before it was given another, so a link to the old address (shared, bookmarked,
 * indexed by a search engine) is answered with a 301 to the new one (decision 063). A slug is kept
 * once: the record that last gave it up owns it. A current slug always wins over a kept one, so
 * another record may take a given-up slug.
 */

export const agentPreviousSlugs = pgTable(
  'agent_previous_slugs',
  {
    slug: text('slug').primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_previous_slugs_agent_idx').on(t.agentId)],
);

export const blogPostPreviousSlugs = pgTable(
  'blog_post_previous_slugs',
  {
    slug: text('slug').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_post_previous_slugs_post_idx').on(t.postId)],
);

/** The same for French slugs (decision 069): /fr/blogue/<old> answers a 301 to the post's French address. */
export const blogPostPreviousFrenchSlugs = pgTable(
  'blog_post_previous_french_slugs',
  {
    slug: text('slug').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_post_previous_french_slugs_post_idx').on(t.postId)],
);
