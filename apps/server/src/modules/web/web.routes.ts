import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { getSiteSettings } from '../site/site.service.ts';
import { renderDocument, withRenderedPage } from './html-document.ts';
import { pageRenderer, type FetchApi } from './page-renderer.ts';
import { renderedPageTemplate } from './rendered-page-template.ts';
import { staticFiles } from './static-files.ts';
import { recordPageMeta } from './record-meta.ts';
import { movedRecordPath } from './moved-record.ts';
import { recordTwinPaths } from './record-twin.ts';
import type { SiteSettings } from '@maple/shared/schemas/site';
import { languages, type Language } from '@maple/shared/i18n/languages';
import type { Auth } from '../../lib/auth.ts';
import { preferredLanguageOf } from '../../lib/preferred-language.ts';
import { localizePath, splitLanguage } from '@maple/shared/i18n/paths';
import { notFoundMeta, pageMetaFor, recordRefFor, type PageMeta } from './page-meta.ts';
import { brokerageJsonLd } from './structured-data.ts';
import { portalPage } from './portal-page.ts';

/** A page about the brokerage itself carries its schema.org node; the description and image fall back to the settings'. */
function siteWide(meta: PageMeta, path: string, site: SiteSettings, publicUrl: string, language: Language): PageMeta {
  const brokerage = brokeragePages.has(path.replace(/(.)\/+$/, '$1')) ? brokerageJsonLd(site, publicUrl, language) : null;
  return {
    ...meta,
    description: meta.isDefaultDescription && site.defaultSeoDescription ? site.defaultSeoDescription : meta.description,
    image: meta.image ?? (site.shareImageUrl ? publicUrl + site.shareImageUrl : undefined),
    structuredData: brokerage ? [brokerage] : undefined,
  };
}
const brokeragePages = new Set(['/', '/contact', '/about']);

/**
 * The page's own address for its canonical link: the path, and for a later page of the blog its
 * `?page=` too. Pointing page 2 at /blog would tell search engines it repeats page 1, and the
 * older posts it links would be crawled less; other query strings (utm tags) are never canonical.
 */
function canonicalPath(englishPath: string, page: string | undefined): string {
  const n = Number(page);
  return englishPath === '/blog' && Number.isInteger(n) && n > 1 ? `${englishPath}?page=${n}` : englishPath;
}

// The signed-in areas have one address in both languages and are not for search engines.
const signedIn = /^\/(super-admin|agent-dashboard|account)(\/|$)/;

/**
 * Which page a path is: its language, its English path, and whether it is that page's own address
 * in that language. '/fr/rates' is not ('rates' is no French segment), nor is '/fr/super-admin': both
 * are the French 404. '/rates/' is '/rates'.
 */
export function pageAddress(path: string): { language: Language; englishPath: string; isOwnAddress: boolean } {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const { language, englishPath } = splitLanguage(normalised);
  const isOwnAddress = language === 'en' || (!signedIn.test(englishPath) && localizePath(englishPath, language) === normalised);
  return { language, englishPath, isOwnAddress };
}

/** Who may call: anyone. Build files from memory (hashed assets cached for a year); pages rendered per path. */
export function webRoutes(options: { webDist: string; publicUrl: string; fetchApi: FetchApi; auth?: Auth }) {
  // Each language's shell: index.html, index.fr.html (lang="fr-CA", the French build's scripts).
  // A build without the French one (a test app's stand-in) serves English's shell.
  // Kept once read; until the app is built, looked for again at each request.
  const templates = new Map<Language, { shell: string; rendered: string }>();
  const loadTemplates = (language: Language) => {
    if (!templates.has(language)) {
      const own = join(options.webDist, language === 'en' ? 'index.html' : `index.${language}.html`);
      const path = existsSync(own) ? own : join(options.webDist, 'index.html');
      if (!existsSync(path)) return null;
      const shell = readFileSync(path, 'utf8');
      templates.set(language, { shell, rendered: renderedPageTemplate(shell, options.webDist) });
    }
    return templates.get(language)!;
  };
  const render = pageRenderer(options.webDist);
  const portal = portalPage(options.webDist);

  return new Hono<AppEnv>()
    .use('/*', staticFiles(options.webDist))
    // The borrower's portal: its own build and page, in each language (decision 095).
    .get('/portal', portal('en'))
    .get(localizePath('/portal', 'fr'), portal('fr'))
    // A page is read, never written to: another method on a page's address says which it takes
    // (RFC 9110 §15.5.6) instead of claiming the page is not there. The API answers its own.
    .on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', (c) => (c.req.path.startsWith('/api/') ? c.notFound() : c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' })))
    .get('*', async (c) => {
      const address = pageAddress(c.req.path);
      const { englishPath, isOwnAddress } = address;
      // The signed-in areas have one address; their build is the language the user chose in the
      // Account area (decision 071), so a French-speaking agent's dashboard loads the French build.
      const preferred = address.language === 'en' && signedIn.test(englishPath) && options.auth ? await preferredLanguageOf(options.auth, c.req.raw.headers) : null;
      const language = preferred ?? address.language;
      const templates = loadTemplates(language);
      if (!templates) return c.text('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).', 503);
      if (preferred && preferred !== 'en') {
        // One person's shell: never kept for others, never stored by a shared cache.
        const site = await getSiteSettings(c.var.db);
        const document = renderDocument(templates.shell, { ...(pageMetaFor(englishPath, language) ?? notFoundMeta(language)), url: options.publicUrl + englishPath, siteName: site.teamName || site.legalName, language });
        c.header('Vary', 'Cookie', { append: true });
        return c.html(document, 200, { 'Cache-Control': 'private, no-store' });
      }
      // The same page for every visitor (rendered without the visitor's session), so one kept copy
      // serves all until public content changes (decision 042).
      const requested = new URL(c.req.url);
      return c.var.publicContent.answer(c, `page:${requested.pathname}${requested.search}`, async () => {
        const pageMeta = isOwnAddress ? pageMetaFor(englishPath, language) : null;
        // The footer's disclaimer and licence line (AMF registration included) in the page's language.
        const site = await getSiteSettings(c.var.db, language);
        // Canonical and hreflang: the page's own address in each language (decision 067).
        const english = canonicalPath(englishPath, c.req.query('page'));
        const url = options.publicUrl + localizePath(english, language);
        // A record page (agent, post, service, product) takes its meta from the record, in the page's
        // language; a record the public cannot see, or on a French page one without its French text,
        // answers 404 while the page renders its own not-found state.
        const record = pageMeta ? recordRefFor(englishPath) : null;
        const meta = record
          ? await recordPageMeta(c.var.db, record, { site, url, publicUrl: options.publicUrl, language })
          : pageMeta && siteWide(pageMeta, englishPath, site, options.publicUrl, language);
        const moved = record && !meta ? await movedRecordPath(c.var.db, record, requested, language) : null;
        if (moved) return { body: '', contentType: 'text/plain; charset=UTF-8', status: 301, headers: { Location: moved } };
        // A record's twin may have another slug (a post's French one) or be missing (no French text).
        const twin = record && meta ? await recordTwinPaths(c.var.db, record, englishPath, language) : { en: english, fr: english };
        const alternates = twin && (Object.fromEntries(languages.map((l) => [l, options.publicUrl + localizePath(twin[l], l)])) as Record<Language, string>);
        const page = await render(requested, language, options.fetchApi, c.var.logger);
        const document = renderDocument(page ? templates.rendered : templates.shell, {
          ...(meta ?? notFoundMeta(language)),
          url,
          siteName: site.teamName || site.legalName,
          language,
          // A page that exists in both languages names its twin; a 404 and a signed-in area do not.
          alternates: meta && alternates && !signedIn.test(englishPath) && englishPath !== '/admin/inoreader-callback' ? alternates : undefined,
        });
        return { body: page ? withRenderedPage(document, page) : document, contentType: 'text/html; charset=UTF-8', status: meta ? 200 : 404 };
      });
    });
}
