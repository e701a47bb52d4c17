import type { Route } from './route.ts';

export type AreaAudience = 'dashboard' | 'console';

/** One of the two signed-in areas, as a route served to both is defined for it. */
export type Area = {
  audience: AreaAudience;
  /** The area's own words for a summary or a description: the dashboard speaks of the caller's own rows. */
  say: (texts: Record<AreaAudience, string>) => string;
};

const area = (audience: AreaAudience): Area => ({ audience, say: (texts) => texts[audience] });

/**
 * Routes served to both signed-in areas, defined once (decision 061): the same path, inputs,
 * answers, permission and service verb, once at /api/me (the dashboard, own rows) and once at
 * /api/admin (the console, every row). The service scopes by the actor, so the handler is the same;
 * only the audience and the wording differ. `define` answers a list (spread into each area's
 * route list) or named routes (placed one by one, where a literal path and a `:param` overlap).
 */
export function inBothAreas<T extends Route[] | Record<string, Route>>(define: (area: Area) => T): Record<AreaAudience, T> {
  return { dashboard: define(area('dashboard')), console: define(area('console')) };
}
