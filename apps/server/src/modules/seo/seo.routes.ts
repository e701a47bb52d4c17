import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap.service.ts';

/** Who may call: anyone (search engines). Mounted before the SPA so these are not client routes. */
export function seoRoutes(options: { publicUrl: string }) {
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const xml = renderSitemap(await sitemapEntries(c.var.db), options.publicUrl);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(renderRobots(options.publicUrl));
    });
}
