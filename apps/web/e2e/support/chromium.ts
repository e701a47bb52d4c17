import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';

// The headless shell first: the same Chromium without the desktop browser, far less CPU per test
// (scripts/ensure-chromium.mjs installs it; decision 028).
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (p): p is string => !!p && existsSync(p),
);

/**
 * One Chromium for the whole run, started by the global setup: each spec file connects to it and
 * gets its own contexts, instead of starting a browser of its own (seconds each on a busy machine).
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs`.');
  return chromium.launchServer({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
}
