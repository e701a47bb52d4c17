import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { blogMessages } from '@maple/shared/messages/blog';
import { isBlogSlug } from '@maple/shared/schemas/path-params';
import type { PublicBlogPost } from '@maple/shared/schemas/blog';
import type { ListOf, PageQuery } from '@maple/shared/schemas/paging';
import { AppError } from '../../lib/app-error.ts';
import { paginate } from '../../lib/paginate.ts';
import { publiclyListed } from '../agents/agent-visibility.service.ts';

const columns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  featuredImageUrl: blogPosts.featuredImageUrl,
  publishedAt: blogPosts.publishedAt,
  seoSettings: blogPosts.seoSettings,
  authorId: agents.id,
  authorName: agents.name,
  authorSlug: agents.profileSlug,
};

const selectPosts = (db: Db) => db.select(columns).from(blogPosts).leftJoin(agents, and(eq(agents.id, blogPosts.agentId), publiclyListed));
type Row = Awaited<ReturnType<typeof selectPosts>>[number];

/** One page of published posts, newest first (blog_posts_public_idx), each with its agent author or null for admin posts. */
export async function listPublishedPosts(db: Db, query: Pick<PageQuery, 'page' | 'pageSize'>): Promise<ListOf<PublicBlogPost>> {
  const published = eq(blogPosts.isPublished, true);
  const rows = selectPosts(db)
    .where(published)
    // Plain DESC (nulls first, as the spec's table API ordered) lets blog_posts_public_idx give the order;
    // the id breaks ties so a post never shows on two pages (or none) when dates are equal.
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id))
    .$dynamic();
  const page = await paginate(rows, db.$count(blogPosts, published), query);
  return { items: page.items.map(toPublic), total: page.total };
}

export async function findPublishedPost(db: Db, slug: string): Promise<PublicBlogPost | null> {
  if (!isBlogSlug(slug)) return null;
  const [row] = await selectPosts(db).where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)));
  return row ? toPublic(row) : null;
}

/** A draft answers exactly like a post that does not exist. */
export async function getPublishedPost(db: Db, slug: string): Promise<PublicBlogPost> {
  const post = await findPublishedPost(db, slug);
  if (!post) throw new AppError('not_found', blogMessages.notFound);
  return post;
}

function toPublic(row: Row): PublicBlogPost {
  const { authorId, authorName, authorSlug, seoSettings, publishedAt, ...post } = row;
  return {
    ...post,
    publishedAt: publishedAt?.toISOString() ?? null,
    // admin_created is bookkeeping for the console, not something readers need.
    seoSettings: { description: seoSettings.description, keywords: seoSettings.keywords },
    author: authorId && authorName ? { id: authorId, name: authorName, profileSlug: authorSlug } : null,
  };
}
