import { siteAnswer } from '@maple/shared/schemas/site';
import { route, routes } from '../../lib/route.ts';
import { getSiteSettings } from './site.service.ts';

/** The brokerage's own details, for every page; `chatUsesOutsideService` comes from the configuration. */
export function siteRoutes(options: { chatUsesOutsideService: boolean }) {
  return routes(
    route(
      {
        method: 'get',
        path: '/',
        audience: 'public',
        summary: "Read the brokerage's details (name, licences, contacts, disclaimer)",
        description: '`chatUsesOutsideService` says whether an outside AI service processes the chat assistant\u2019s messages (the chat\u2019s privacy notice tells the visitor).',
        // Asked again on every page load (a 304 when unchanged), so a saved change shows at once.
        cachedPublicly: true,
        responses: { 200: { description: 'The site settings', schema: siteAnswer } },
      },
      async (c) => c.json({ ...(await getSiteSettings(c.var.db, c.var.language)), chatUsesOutsideService: options.chatUsesOutsideService }),
    ),
  );
}
