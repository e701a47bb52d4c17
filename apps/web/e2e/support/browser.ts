import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (p): p is string => !!p && existsSync(p),
);

export const baseUrl = () => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs`.');
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

/** A fresh, cookie-less page; console errors are collected so a spec can assert there were none. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page & { consoleErrors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  const page = (await context.newPage()) as Page & { consoleErrors: string[] };
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => page.consoleErrors.push(err.message));
  return page;
}

export const demoPassword = 'demo-password-2026';

export async function signInThroughForm(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The sonner toast that shows `text`. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
