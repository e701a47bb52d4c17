import type { Hono } from 'hono';

/** "METHOD /path" of every endpoint the app registers, without middleware and catch-alls. */
export function routeKeys(app: Pick<Hono, 'routes'>): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys];
}

/** The signed-in endpoints: /api/me itself, everything below it, and the console's /api/admin. */
export function signedInRouteKeys(app: Pick<Hono, 'routes'>): string[] {
  return routeKeys(app).filter((key) => /^[A-Z]+ \/api\/(me|admin)(\/|$)/.test(key));
}

/** Routes with no decided expectation, for the authorization matrix to fail on. */
export function missingExpectations(routes: string[], decided: string[]): string[] {
  return routes.filter((route) => !decided.includes(route));
}
