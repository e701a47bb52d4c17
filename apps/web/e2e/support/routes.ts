import type { Route } from 'playwright-core';

/** A page.route matcher for one API path, whatever its query string. */
export const apiPath = (path: string) => (url: URL) => url.pathname === path;

/** Answers with `json` after a delay, so the loading state shows first. */
export function fulfillAfter(ms: number, json: unknown) {
  return async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ json });
  };
}

/** A 500 in the API's error shape. */
export const internalError = (route: Route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } });
