import { eq } from 'drizzle-orm';
import type { Tx } from '@maple/db/client';
import { blogPostPreviousSlugs } from '@maple/db/schema/previous-slugs';

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
