import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { blogPosts } from '@maple/db/schema/blog-posts';
import type { Language } from '@maple/shared/i18n/languages';
import { blogPostLimits } from '@maple/shared/schemas/blog';
import { toBlogSlug } from '@maple/shared/slug';

/** back-office §9: after this many numbered tries the slug gets a timestamp instead. */
export const slugTries = 10_000;

/** The blog slug rule, never empty (a title of only symbols becomes "post"), short enough for a suffix. */
export function baseSlug(text: string): string {
  const slug = toBlogSlug(text).slice(0, blogPostLimits.slug - 20).replace(/-+$/, '');
  return slug || 'post';
}

/**
 * The first of `base`, `base-2`, `base-3`, … up to `base-10000` that is not taken, else
 * `base-<timestamp>` (back-office §5). Pure, so the fallback is testable without 10,000 rows.
 */
export function pickFreeSlug(base: string, taken: ReadonlySet<string>, now: number): string {
  if (!taken.has(base)) return base;
  for (let n = 2; n <= slugTries; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base}-${now}`;
}

/**
 * A slug no other post has, read in one query (every `base` and `base-…`) rather than one query
 * per try. Two writers can still pick the same one at the same instant; the unique index refuses
 * the second, and the caller tries again (see isUniqueViolation).
 */
export async function uniqueBlogSlug(db: Db, text: string, now: Date, exceptId?: string, language: Language = 'en'): Promise<string> {
  const base = baseSlug(text);
  // French slugs are unique among French slugs (decision 069): /blog/x and /fr/blogue/x are two addresses.
  const column = language === 'fr' ? blogPosts.slugFr : blogPosts.slug;
  const rows = await db
    .select({ slug: column })
    .from(blogPosts)
    // `base` holds only a-z, 0-9 and hyphens, so it has no LIKE wildcards to escape.
    .where(and(or(eq(column, base), like(column, `${base}-%`)), exceptId ? ne(blogPosts.id, exceptId) : undefined));
  return pickFreeSlug(base, new Set(rows.flatMap((r) => (r.slug === null ? [] : [r.slug]))), now.getTime());
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}
