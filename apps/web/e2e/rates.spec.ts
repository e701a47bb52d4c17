import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { eventually, slow } from './support/poll.ts';
import { apiPath, navigateInApp } from './support/routes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ratesApi = apiPath('/api/rates');

/** The visible table's rows as [term, mortgage type, posted, ours]. */
async function rows(page: Page): Promise<string[][]> {
  return page
    .getByRole('tabpanel')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')));
}

describe('rates page', () => {
  it("shows Ontario's fixed rates by default, newest scrape only, terms 1, 3, 5, 7 first", async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/rates');
    await eventually(() => page.getByRole('heading', { level: 1, name: "Today's Mortgage Rates" }).isVisible()).toBe(true);
    expect(await page.getByText('Compare mortgage rates from Canadian lenders', { exact: false }).isVisible()).toBe(true);

    const province = page.getByLabel('Province or territory');
    expect(await province.inputValue()).toBe('ON');
    const options = await province.locator('option').allTextContents();
    expect(options).toHaveLength(13);
    expect(options).toContain('ON — Ontario');
    expect(await page.getByRole('tab', { name: 'Fixed' }).getAttribute('aria-selected')).toBe('true');

    await eventually(async () => (await rows(page)).length).toBeGreaterThan(0);
    const fixed = await rows(page);
    expect(fixed.map((r) => r[0])).toEqual(['1 year', '3 year', '5 year', '5 year', '7 year', '10 year']);
    // The seed's older ON 5-year fixed scrape (3.59) is superseded by today's row.
    expect(fixed).toContainEqual(['5 year', 'Conventional', '5.46%', '3.91%']);
    expect(fixed).toContainEqual(['5 year', 'High-Ratio', '5.49%', '3.84%']);
    expect(fixed.flat()).not.toContain('3.59%');
    expect(fixed.flat()).not.toContain('2.49%'); // inactive
    expect(await page.getByText('Rates may vary and are subject to change without notice.').isVisible()).toBe(true);
    // "as of" the newest rate shown, on the brokerage's (Toronto) calendar.
    const shown = (await page.evaluate(async () => (await fetch('/api/rates?province=ON')).json())) as { rates: { scrapedAt: string }[] };
    const newest = Math.max(...shown.rates.map((r) => Date.parse(r.scrapedAt)));
    const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' }).format(newest);
    expect(await page.getByText(`Rates as of ${day}`, { exact: true }).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('switches province (kept in the URL) and rate type', async () => {
    const page = await newPage(browser);
    await page.goto('/rates');
    await eventually(async () => (await rows(page)).length).toBeGreaterThan(0);

    await page.getByLabel('Province or territory').selectOption('BC');
    await page.waitForURL((url) => url.searchParams.get('province') === 'BC');
    await eventually(async () => (await rows(page)).some((r) => r[0] === '5 year' && r[1] === 'Conventional' && r[3] === '3.93%')).toBe(true);

    await page.getByRole('tab', { name: 'Variable' }).click();
    expect(await page.getByRole('tab', { name: 'Variable' }).getAttribute('aria-selected')).toBe('true');
    await eventually(async () => (await rows(page)).map((r) => r[0])).toEqual(['1 year', '3 year', '5 year', '7 year']);
    expect(await rows(page)).toContainEqual(['5 year', 'Conventional', '6.04%', '4.34%']);

    await page.goto('/rates?province=qc');
    await eventually(() => page.getByLabel('Province or territory').inputValue()).toBe('QC');
  });

  it("says 'No fixed rates available' and 'No variable rates available' when there are none", async () => {
    const page = await newPage(browser);
    await page.route(ratesApi, (route) => route.fulfill({ json: { province: 'ON', provinceName: 'Ontario', rates: [] } }));
    await navigateInApp(page, '/rates');
    await eventually(() => page.getByText('No fixed rates available', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Variable' }).click();
    await eventually(() => page.getByText('No variable rates available', { exact: true }).isVisible()).toBe(true);
  });

  it('shows the empty list, not a crash, when the request fails', async () => {
    const page = await newPage(browser);
    await page.route(ratesApi, (route) => route.abort());
    await navigateInApp(page, '/rates');
    await eventually(() => page.getByText('No fixed rates available', { exact: true }).isVisible(), slow).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: "Today's Mortgage Rates" }).isVisible()).toBe(true);
  });

  it('fits a 375px screen', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/rates');
    await eventually(async () => (await rows(page)).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
