import { and, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { blogPostPreviousSlugs } from '@maple/db/schema/previous-slugs';
import { isBlogSlug } from '@maple/shared/schemas/path-params';

/**
 * The current slug of the published post that used to answer at `slug`, or null (never an old
 * slug, or the post is a draft now). Asked only after no post has `slug` today.
 */
export async function movedPostSlug(db: Db, slug: string): Promise<string | null> {
  if (!isBlogSlug(slug)) return null;
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPostPreviousSlugs)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostPreviousSlugs.postId))
    .where(and(eq(blogPostPreviousSlugs.slug, slug), eq(blogPosts.isPublished, true)));
  return row?.slug ?? null;
}
