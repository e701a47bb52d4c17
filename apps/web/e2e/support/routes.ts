import type { Route } from 'playwright-core';

/** A page.route matcher for one API path, whatever its query string. */
export const apiPath = (path: string) => (url: URL) => url.pathname === path;

/**
 * Answers with `json` only once the test calls `release()`, so the loading state stays on screen
 * for as long as the test needs to see it, however slow the machine (no guessed delay).
 */
export function heldResponse(json: unknown): { handler: (route: Route) => Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: async (route) => {
      await released;
      await route.fulfill({ json });
    },
    release,
  };
}

/** A 500 in the API's error shape. */
export const internalError = (route: Route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } });
