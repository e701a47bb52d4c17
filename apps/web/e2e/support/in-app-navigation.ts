import type { Page } from 'playwright-core';

/**
 * Goes to `path` as one of the app's links would (history.pushState and a popstate for its router),
 * without a full load: the app, its chunks and its signed-in state stay loaded. For checks that are
 * about what a page shows, not about loading it.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
