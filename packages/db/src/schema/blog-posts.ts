import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

export type BlogSeoSettings = { description?: string; keywords?: string; admin_created?: boolean };

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt'),
    content: text('content').notNull(),
    // The French text (decision 069): null until written. A post is on the French site only with its
    // French title, slug and content; its French slug is unique among French slugs, apart from English ones.
    titleFr: text('title_fr'),
    slugFr: text('slug_fr').unique(),
    excerptFr: text('excerpt_fr'),
    contentFr: text('content_fr'),
    featuredImageUrl: text('featured_image_url'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    seoSettings: jsonb('seo_settings').$type<BlogSeoSettings>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_public_idx').on(t.isPublished, t.publishedAt),
    index('blog_posts_agent_idx').on(t.agentId, t.createdAt),
  ],
);
