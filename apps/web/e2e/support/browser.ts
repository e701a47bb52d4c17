import type { Browser, BrowserContext, BrowserContextOptions, Download, Page } from 'playwright-core';
import { inject } from 'vitest';
import { sharedChromium } from './chromium.ts';
import { demoPassword, type DemoAccount } from './demo-accounts.ts';

export const baseUrl = () => inject('baseUrl');

/**
 * The run's shared Chromium (support/chromium.ts), as one spec file sees it: closing it closes the
 * contexts this file made and leaves the browser to the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await sharedChromium();
  const contexts = new Set<BrowserContext>();
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext')
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(options);
          contexts.add(context);
          context.once('close', () => contexts.delete(context));
          return context;
        };
      if (property === 'close') return async () => void (await Promise.all([...contexts].map((context) => context.close())));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export type TestPage = Page & { consoleErrors: string[] };

/**
 * A fresh, cookie-less page; console errors are collected so a spec can assert there were none.
 * Reduced motion (the app's CSS then ends every transition at once) so no fade or slide is half-way
 * when a test reads colours (axe) or positions.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), reducedMotion: 'reduce', ...options });
  const page = (await context.newPage()) as TestPage;
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => page.consoleErrors.push(err.message));
  if (options.javaScriptEnabled !== false) waitForHydrationOnLoad(page);
  return page;
}

/**
 * A server-rendered page shows its buttons before its script has attached their handlers; a person
 * takes longer than that to click, a test does not. After every full load, wait until the app says
 * it is interactive (pages without the app's data, such as the API docs, are not waited for).
 */
function waitForHydrationOnLoad(page: Page): void {
  const interactive = () => page.waitForFunction(() => !document.getElementById('maple-data') || document.documentElement.hasAttribute('data-hydrated'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
}

export { demoPassword, type DemoAccount } from './demo-accounts.ts';

/** Playwright cookies from a Cookie header, for the app's origin. */
export function cookiesFor(cookieHeader: string, url = baseUrl()) {
  return cookieHeader
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    });
}

/**
 * A page already signed in, on about:blank: the demo accounts' sessions come from the global
 * setup (one API sign-in each for the whole run), any other account's from `cookieHeader`. Only
 * sign-in.spec and specs about a fresh account go through the form.
 */
export async function signedInPage(browser: Browser, account: DemoAccount | { cookie: string }, options: BrowserContextOptions = {}): Promise<TestPage> {
  const cookie = typeof account === 'string' ? inject('sessions')[account] : account.cookie;
  if (!cookie) throw new Error(`no session for ${JSON.stringify(account)}`);
  const page = await newPage(browser, options);
  await page.context().addCookies(cookiesFor(cookie, options.baseURL ?? baseUrl()));
  return page;
}

export async function signInThroughForm(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/auth');
  await submitSignInForm(page, email, password);
}

/** Fills and sends the /auth form the page already shows: no navigation, so the app's memory survives. */
export async function submitSignInForm(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The sonner toast that shows `text`. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** A download's bytes, read from its stream (no file left behind in the browser's download folder). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
