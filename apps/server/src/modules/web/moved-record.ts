import type { Db } from '@maple/db/client';
import { movedAgentSlug } from '../agents/agent-moved-slug.service.ts';
import { movedPostSlug } from '../blog/blog-moved-slug.service.ts';
import type { RecordRef } from './page-meta.ts';

/**
 * Where a record page now lives when the slug in `url` is one the agent or post has given up
 * (/agents/old/products?x=1 → /agents/new/products?x=1), or null. Links shared or indexed before
 * the change keep working, and a 301 tells search engines to move their entry (decision 063).
 */
export async function movedRecordPath(db: Db, ref: RecordRef, url: URL): Promise<string | null> {
  const current = ref.kind === 'agent' ? await movedAgentSlug(db, ref.key) : ref.kind === 'blog' ? await movedPostSlug(db, ref.key) : null;
  if (!current) return null;
  // The language prefix stays: /fr/courtiers/old → /fr/courtiers/new.
  const parts = /^((?:\/fr)?\/[^/]+\/)[^/]+(.*)$/.exec(url.pathname);
  return parts ? `${parts[1]}${encodeURIComponent(current)}${parts[2]}${url.search}` : null;
}
