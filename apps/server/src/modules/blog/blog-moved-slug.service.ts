import { and, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import type { Language } from '@maple/shared/i18n/languages';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { blogPostPreviousFrenchSlugs, blogPostPreviousSlugs } from '@maple/db/schema/previous-slugs';
import { isBlogSlug } from '@maple/shared/schemas/path-params';
import { postHasFrench } from './blog-french.ts';

/**
 * The current slug of the published post that used to answer at `slug`, or null (never an old
 * slug, or the post is a draft now). Asked only after no post has `slug` today. In French the
 * slugs are the French ones (/fr/blogue/<old> → /fr/blogue/<new>, decision 069), and a post that
 * has lost its French text moves nowhere.
 */
export async function movedPostSlug(db: Db, slug: string, language: Language = 'en'): Promise<string | null> {
  if (!isBlogSlug(slug)) return null;
  if (language === 'fr') {
    const [row] = await db
      .select({ slug: blogPosts.slugFr })
      .from(blogPostPreviousFrenchSlugs)
      .innerJoin(blogPosts, eq(blogPosts.id, blogPostPreviousFrenchSlugs.postId))
      .where(and(eq(blogPostPreviousFrenchSlugs.slug, slug), eq(blogPosts.isPublished, true), postHasFrench));
    return row?.slug ?? null;
  }
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPostPreviousSlugs)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostPreviousSlugs.postId))
    .where(and(eq(blogPostPreviousSlugs.slug, slug), eq(blogPosts.isPublished, true)));
  return row?.slug ?? null;
}
