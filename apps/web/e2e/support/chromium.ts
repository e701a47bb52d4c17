import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// The headless shell first: the same Chromium without the desktop browser, far less CPU per test
// (scripts/ensure-chromium.mjs installs it; decision 028).
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (p): p is string => !!p && existsSync(p),
);

let running: Promise<Browser> | undefined;

/**
 * One Chromium for the whole run, started by the first spec file that asks and driven from the
 * test worker's own process: the spec files share that worker (isolate: false), and a browser
 * started there needs no websocket between the test and Playwright's driver, whose every call was
 * encoded, sent and decoded twice when the browser was a server in the main process (decision 110).
 * Playwright closes it when the worker exits.
 */
export function sharedChromium(): Promise<Browser> {
  if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs`.');
  running ??= chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
  return running;
}
