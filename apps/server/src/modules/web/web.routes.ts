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
import type { SiteSettings } from '@maple/shared/schemas/site';
import { pageMetaFor, recordRefFor, type PageMeta } from './page-meta.ts';
import { brokerageJsonLd } from './structured-data.ts';

/** A page about the brokerage itself carries its schema.org node; the description and image fall back to the settings'. */
function siteWide(meta: PageMeta, path: string, site: SiteSettings, publicUrl: string): PageMeta {
  const brokerage = brokeragePages.has(path.replace(/(.)\/+$/, '$1')) ? brokerageJsonLd(site, publicUrl) : null;
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
function canonicalPath(path: string, page: string | undefined): string {
  const n = Number(page);
  return path === '/blog' && Number.isInteger(n) && n > 1 ? `${path}?page=${n}` : path;
}

/** Who may call: anyone. Build files from memory (hashed assets cached for a year); pages rendered per path. */
export function webRoutes(options: { webDist: string; publicUrl: string; fetchApi: FetchApi }) {
  const indexPath = join(options.webDist, 'index.html');
  let template: string | undefined;
  const loadTemplate = () => (template ??= existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined);
  let pageTemplate: string | undefined;
  const loadPageTemplate = (shell: string) => (pageTemplate ??= renderedPageTemplate(shell, options.webDist));
  const render = pageRenderer(options.webDist);

  return new Hono<AppEnv>()
    .use('/*', staticFiles(options.webDist))
    .get('*', async (c) => {
      const html = loadTemplate();
      if (!html) return c.text('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).', 503);
      // The same page for every visitor (rendered without the visitor's session), so one kept copy
      // serves all until public content changes (decision 042).
      const requested = new URL(c.req.url);
      return c.var.publicContent.answer(c, `page:${requested.pathname}${requested.search}`, async () => {
        const pageMeta = pageMetaFor(c.req.path);
        const site = await getSiteSettings(c.var.db);
        const url = options.publicUrl + canonicalPath(c.req.path, c.req.query('page'));
        // A record page (agent, post, service, product) takes its meta from the record; a record the
        // public cannot see answers 404 while the page renders its own not-found state.
        const record = pageMeta ? recordRefFor(c.req.path) : null;
        const meta = record ? await recordPageMeta(c.var.db, record, { site, url, publicUrl: options.publicUrl }) : pageMeta && siteWide(pageMeta, c.req.path, site, options.publicUrl);
        const moved = record && !meta ? await movedRecordPath(c.var.db, record, requested) : null;
        if (moved) return { body: '', contentType: 'text/plain; charset=UTF-8', status: 301, headers: { Location: moved } };
        const page = await render(requested, options.fetchApi, c.var.logger);
        const document = renderDocument(page ? loadPageTemplate(html) : html, {
          ...(meta ?? { title: 'Page not found', description: 'This page does not exist.' }),
          url,
          siteName: site.teamName || site.legalName,
        });
        return { body: page ? withRenderedPage(document, page) : document, contentType: 'text/html; charset=UTF-8', status: meta ? 200 : 404 };
      });
    });
}
