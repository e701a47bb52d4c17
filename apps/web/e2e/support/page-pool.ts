import type { Browser, BrowserContextOptions } from 'playwright-core';
import { newPage, type TestPage } from './browser.ts';

/**
 * One cookie-less visitor page per set of context options, kept across a spec's tests that each
 * start with a full load (`page.goto`) and need no fresh context: the next load reuses the
 * renderer and the browser's cache of the app's scripts (a new context and page cost about as much
 * as the load itself). A test that routes requests, installs a clock, listens to events or signs in
 * takes a page of its own (`newPage`). The console errors are the current test's only.
 */
export function pagePool(browser: () => Browser) {
  const pages = new Map<string, TestPage>();
  return {
    async page(options: BrowserContextOptions = {}): Promise<TestPage> {
      const key = JSON.stringify(options);
      let page = pages.get(key);
      if (!page || page.isClosed()) {
        page = await newPage(browser(), options);
        pages.set(key, page);
      }
      page.consoleErrors.length = 0;
      return page;
    },
    async close(): Promise<void> {
      for (const page of pages.values()) await page.context().close();
      pages.clear();
    },
  };
}
