import { eq } from 'drizzle-orm';
import type { Tx } from '@maple/db/client';
import type { Language } from '@maple/shared/i18n/languages';
import { blogPostPreviousFrenchSlugs, blogPostPreviousSlugs } from '@maple/db/schema/previous-slugs';

/**
 * A post's slug in `language` changed from `before` to `after`: `before` is kept so /blog/<before>
 * (or /fr/blogue/<before>) answers a 301 to the new address (decisions 063 and 069), and `after` is
 * no longer any post's old slug in that language. Run in the transaction that writes the new slug,
 * so the two never disagree.
 */
export async function keepPreviousBlogSlug(tx: Tx, postId: string, before: string, after: string, now: Date, language: Language = 'en'): Promise<void> {
  const kept = language === 'fr' ? blogPostPreviousFrenchSlugs : blogPostPreviousSlugs;
  await tx.delete(kept).where(eq(kept.slug, after));
  if (before === after) return;
  await tx
    .insert(kept)
    .values({ slug: before, postId, replacedAt: now })
    .onConflictDoUpdate({ target: kept.slug, set: { postId, replacedAt: now } });
}
