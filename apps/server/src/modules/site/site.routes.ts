import { siteSettings } from '@maple/shared/schemas/site';
import { route, routes } from '../../lib/route.ts';
import { getSiteSettings } from './site.service.ts';

/** The brokerage's own details, for every page. */
export const siteRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'public',
      summary: "Read the brokerage's details (name, licences, contacts, disclaimer)",
      // Asked again on every page load (a 304 when unchanged), so a saved change shows at once.
      cachedPublicly: true,
      responses: { 200: { description: 'The site settings', schema: siteSettings } },
    },
    async (c) => c.json(await getSiteSettings(c.var.db)),
  ),
);
