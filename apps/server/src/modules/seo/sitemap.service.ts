import { asc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { mortgageServices, products } from '@maple/db/schema/catalogue';
import { languages, languageTags, type Language } from '@maple/shared/i18n/languages';
import { localizePath } from '@maple/shared/i18n/paths';
import { publiclyListed } from '../agents/agent-visibility.service.ts';
import { frenchContentSitemapEntries } from './french-content-sitemap.service.ts';

/** Every public page of public-site §2 that has no record behind it (not /auth, dashboards or callbacks). */
export const staticPublicPaths = [
  '/',
  '/about',
  '/applications',
  '/products',
  '/calculators',
  '/mortgage-calculator',
  '/affordability-calculator',
  '/prepayment-calculator',
  '/compare-mortgages',
  '/stress-test-calculator',
  '/mortgage-penalty-calculator',
  '/land-transfer-tax-calculator',
  '/closing-costs-calculator',
  '/mortgage-options',
  '/services',
  '/rates',
  '/why-broker',
  '/app',
  '/mortgage-news',
  '/contact',
  '/become-broker',
  '/newsletter',
  '/blog',
  '/find-broker',
  '/privacy',
] as const;

/**
 * A page by its English path. `frenchPath`: absent, the French page is localizePath's (static pages,
 * agents); null, the record has no French page (no French text, decision 069); else its own French
 * address (a post's French slug).
 */
export type SitemapEntry = { path: string; lastModified?: Date; frenchPath?: string | null };

/** Static pages, then each active agent, published post, service and product; the French page of a post, service or product only where written in French. */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [agentRows, postRows, serviceRows, productRows, frenchEntries] = await Promise.all([
    db
      .select({ id: agents.id, slug: agents.profileSlug, updatedAt: agents.updatedAt })
      .from(agents)
      .where(publiclyListed)
      .orderBy(asc(agents.name), asc(agents.id)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true))
      .orderBy(asc(blogPosts.slug)),
    db.select({ id: mortgageServices.id }).from(mortgageServices).orderBy(asc(mortgageServices.createdAt)),
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.createdAt)),
    frenchContentSitemapEntries(db),
  ]);
  const frenchOf = new Map(frenchEntries.map((e) => [e.englishPath, e.path]));
  const record = (entry: SitemapEntry): SitemapEntry => ({ ...entry, frenchPath: frenchOf.get(entry.path) ?? null });
  return [
    ...staticPublicPaths.map((path) => ({ path })),
    ...agentRows.map((a) => ({ path: `/agents/${encodeURIComponent(a.slug ?? a.id)}`, lastModified: a.updatedAt })),
    ...postRows.map((p) => record({ path: `/blog/${encodeURIComponent(p.slug)}`, lastModified: p.updatedAt })),
    // Services keep no updated_at, so they carry no lastmod rather than a misleading one.
    ...serviceRows.map((s) => record({ path: `/services/${s.id}` })),
    ...productRows.map((p) => record({ path: `/products/${p.id}`, lastModified: p.updatedAt })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/**
 * Every page in each language it has (decisions 067, 069): an English and a French `<url>` per entry, each
 * naming both as alternates (and English as x-default), as search engines read hreflang from a sitemap.
 */
export function renderSitemap(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.flatMap((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : '';
    const own: Record<Language, string | null> = { en: e.path, fr: e.frenchPath === undefined ? localizePath(e.path, 'fr') : e.frenchPath };
    const present = languages.filter((language) => own[language] !== null);
    const address = Object.fromEntries(present.map((language) => [language, escapeXml(publicUrl + own[language])]));
    // A page alone in its language names no twin.
    const alternates =
      present.length > 1
        ? [
            ...present.map((language) => `<xhtml:link rel="alternate" hreflang="${languageTags[language]}" href="${address[language]}"/>`),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${address.en}"/>`,
          ].join('')
        : '';
    return present.map((language) => `  <url><loc>${address[language]}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the public site; the consoles, sign-in, API and OAuth callback are not for them. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /super-admin',
    'Disallow: /agent-dashboard',
    'Disallow: /account',
    'Disallow: /auth',
    `Disallow: ${localizePath('/auth', 'fr')}`,
    'Disallow: /api/',
    'Disallow: /admin/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
