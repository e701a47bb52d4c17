import type { Page, Request } from 'playwright-core';

/**
 * The precise form of `waitForLoadState('networkidle')` (which sits out 500 ms of silence after
 * every load): follows the page's requests from the moment it is called (before the load), and
 * `quiet()` resolves once nothing is in flight and the page's main thread has gone idle twice in a
 * row with no new request in between. A script chunk still loading is a request in flight; the
 * reads its code starts once it runs are new requests, so they are waited for too.
 */
export function networkQuiet(page: Page): { quiet: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    started++;
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // An idle period of the page's event loop, then a frame and a task: effects, timers of 0 and the
  // fetches they start have run by then.
  const idle = () =>
    page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)), { timeout: 1_000 })),
    );
  return {
    quiet: async () => {
      let calm = 0;
      let seen = started;
      while (calm < 2) {
        await idle();
        if (inFlight.size === 0 && started === seen) calm++;
        else {
          calm = 0;
          if (inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        seen = started;
      }
    },
  };
}
