import type { Db } from '@maple/db/client';
import type { Language } from '@maple/shared/i18n/languages';
import { movedAgentSlug } from '../agents/agent-moved-slug.service.ts';
import { movedPostSlug } from '../blog/blog-moved-slug.service.ts';
import { frenchSlugFor } from '../blog/blog.service.ts';
import type { RecordRef } from './page-meta.ts';

/**
 * Where a record page now lives when the slug in `url` is one the agent or post has given up
 * (/agents/old/products?x=1 → /agents/new/products?x=1), or null. Links shared or indexed before
 * the change keep working, and a 301 tells search engines to move their entry (decision 063).
 * On a French page a post's slugs are its French ones (decision 069): a previous French slug moves
 * to the current one, and the English slug of a post written in French (/fr/blogue/<english>, a
 * hand-edited or half-translated link) moves to its French slug rather than answering 404.
 */
export async function movedRecordPath(db: Db, ref: RecordRef, url: URL, language: Language = 'en'): Promise<string | null> {
  const current = ref.kind === 'agent' ? await movedAgentSlug(db, ref.key) : ref.kind === 'blog' ? await movedPost(db, ref.key, language) : null;
  if (!current) return null;
  // The language prefix stays: /fr/courtiers/old → /fr/courtiers/new.
  const parts = /^((?:\/fr)?\/[^/]+\/)[^/]+(.*)$/.exec(url.pathname);
  return parts ? `${parts[1]}${encodeURIComponent(current)}${parts[2]}${url.search}` : null;
}

async function movedPost(db: Db, slug: string, language: Language): Promise<string | null> {
  if (language === 'en') return movedPostSlug(db, slug);
  return (await movedPostSlug(db, slug, 'fr')) ?? (await frenchSlugFor(db, slug));
}
