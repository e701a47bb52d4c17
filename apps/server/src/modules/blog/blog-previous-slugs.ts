import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { blogPostPreviousSlugs } from '@maple/db/schema/previous-slugs';
import { isBlogSlug } from '@maple/shared/schemas/path-params';

/**
 * A post's slug changed from `before` to `after`: `before` is kept so /blog/<before> answers a 301
 * to the new address (decision 063), and `after` is no longer any post's old slug. Run in the
 * transaction that writes the new slug, so the two never disagree.
 */
export async function keepPreviousBlogSlug(tx: Tx, postId: string, before: string, after: string, now: Date): Promise<void> {
  await tx.delete(blogPostPreviousSlugs).where(eq(blogPostPreviousSlugs.slug, after));
  if (before === after) return;
  await tx
    .insert(blogPostPreviousSlugs)
    .values({ slug: before, postId, replacedAt: now })
    .onConflictDoUpdate({ target: blogPostPreviousSlugs.slug, set: { postId, replacedAt: now } });
}

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
