import { isDeepStrictEqual } from 'node:util';
import type { Page, Route } from 'playwright-core';
import { eventually, slow } from './poll.ts';

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

/**
 * Goes to `path` the way a link inside the site does: the browser router renders it and the page
 * asks the API itself. A full load gets the page rendered on the server with its data already in,
 * so a test of a loading or failure state (held or failed with page.route) comes in this way.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/why-broker');
  const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The address changes at once; the page it names renders after (its code may still be loading).
  await page.waitForFunction((before) => (document.querySelector('h1')?.textContent ?? null) !== before, heading);
}

/**
 * For a test of what a visitor sees once a failing request has been given up on: the page's timers
 * run on Playwright's clock (time still flows as usual), so `afterRetries` can move it past the
 * waits the query client keeps between tries. Call before the page is loaded.
 */
export const skippableRetries = (page: Page) => page.clock.install();

/**
 * Waits until `check` answers `expected`, moving the page's clock (see `skippableRetries`) a second
 * on each time it does not yet. A failed query is tried again after 1 s, then 2 s
 * (lib/query-client.ts): every try still happens, in order, without 3 s of real time sat out in
 * each such test. The clock stops moving once `check` passes, so a toast just shown keeps its time.
 */
export async function afterRetries<T>(page: Page, check: () => Promise<T>, expected: T): Promise<void> {
  await eventually(async () => {
    const value = await check();
    if (!isDeepStrictEqual(value, expected)) await page.clock.fastForward(1000);
    return value;
  }, slow).toEqual(expected);
}
