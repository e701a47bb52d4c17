import type { Db } from '@maple/db/client';
import { localizePath } from '@maple/shared/i18n/paths';
import { listFrenchPostSlugs } from '../blog/blog.service.ts';
import { listProducts } from '../products/products.service.ts';
import { listServices } from '../services/services.service.ts';
import type { SitemapEntry } from './sitemap.service.ts';

/** A French record page of the sitemap, with its English twin for the hreflang pair. */
export type FrenchSitemapEntry = SitemapEntry & { englishPath: string };

/**
 * The French pages that content stands behind (decision 069): each published post written in
 * French at its French slug (`/fr/blogue/{slugFr}`), and each service and product written in
 * French. An item without its French text has no French page, so it is not here. Agents are listed
 * in both languages and are the French routing's, from the English entries. Self-contained, for
 * the sitemap to add beside its English entries.
 */
export async function frenchContentSitemapEntries(db: Db): Promise<FrenchSitemapEntry[]> {
  const [posts, services, products] = await Promise.all([
    listFrenchPostSlugs(db),
    listServices(db, 'fr'),
    listProducts(db, 'fr'),
  ]);
  const french = (englishPath: string, frenchPath: string, lastModified?: Date): FrenchSitemapEntry => ({ path: frenchPath, englishPath, ...(lastModified ? { lastModified } : {}) });
  return [
    ...posts.map((p) => french(`/blog/${encodeURIComponent(p.slug)}`, localizePath(`/blog/${encodeURIComponent(p.slugFr)}`, 'fr'), p.updatedAt)),
    // Services keep no updated_at, so they carry no lastmod rather than a misleading one.
    ...services.map((s) => french(`/services/${s.id}`, localizePath(`/services/${s.id}`, 'fr'))),
    ...products.map((p) => french(`/products/${p.id}`, localizePath(`/products/${p.id}`, 'fr'))),
  ];
}
