import { siteSettings } from '@maple/shared/schemas/site';
import { route, routes } from '../../lib/route.ts';
import { getSiteSettings } from './site.service.ts';

/** The brokerage's own details, for every page. */
export const siteRoutes = routes(
  route(
    { method: 'get', path: '/', audience: 'public', summary: "Read the brokerage's details (name, licences, contacts, disclaimer)", responses: { 200: { description: 'The site settings', schema: siteSettings } } },
    async (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(await getSiteSettings(c.var.db));
    },
  ),
);
