// The French site (decision 067): its addresses served in French with their English twins named,
// the switcher keeping the page and its query, the French 404, and navigation inside the French
// build staying on French addresses.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the French site', () => {
  it('serves a French page in French with its hreflang twins, a switcher that keeps page and query, and the French 404', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    const response = await page.goto('/fr/taux?province=QC');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    const alternate = (hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href');
    expect(await alternate('en-CA')).toBe(`${baseUrl()}/rates`);
    expect(await alternate('fr-CA')).toBe(`${baseUrl()}/fr/taux`);
    expect(await alternate('x-default')).toBe(`${baseUrl()}/rates`);

    const switcher = page.locator('header a[hreflang="en-CA"]').first();
    expect(await switcher.getAttribute('href')).toBe('/rates?province=QC');
    expect(await switcher.getAttribute('lang')).toBe('en-CA');
    await switcher.click();
    await page.waitForURL(`${baseUrl()}/rates?province=QC`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    expect(await page.locator('header a[hreflang="fr-CA"]').first().getAttribute('href')).toBe('/fr/taux?province=QC');

    const missing = await page.goto('/fr/page-inexistante');
    expect(missing?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByRole('heading', { name: 'Oups! Page introuvable' }).waitFor();
    // This visitor chose English with the switcher: a French page offers English, and never redirects.
    await page.getByText('This page is also available in English.').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/fr/page-inexistante`);
    expect(page.consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it("offers French on a phone without covering the foot's last line, and gives the room back once dismissed", async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 812 }, locale: 'fr-CA' });
    await page.goto('/rates');
    const offer = page.getByRole('region', { name: 'Cette page existe aussi en français.' });
    await offer.waitFor();
    const lastLineOfFoot = page.locator('footer p').last();
    const bottomOf = async () => page.evaluate(() => Math.round(document.documentElement.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const line = (await lastLineOfFoot.boundingBox())!;
    const bar = (await offer.boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual(bar.y);
    const withOffer = await bottomOf();
    await offer.getByRole('button', { name: 'Non merci' }).click();
    await offer.waitFor({ state: 'detached' });
    // The room goes with the bar's effect clean-up, which React runs just after the bar leaves.
    await eventually(bottomOf).toBeLessThan(withOffer);
    await page.context().close();
  });

  it('navigates between French pages in the browser on French addresses', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    await page.goto('/fr');
    const ratesLink = page.locator('header nav a[href="/fr/taux"]').first();
    await ratesLink.click();
    await page.waitForURL(`${baseUrl()}/fr/taux`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    // Every link the page now shows to a public page is a French address.
    const hrefs = await page.locator('main a[href^="/"], header nav a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.filter((href) => !/^\/(fr(\/|$|\?)|files\/|api\/|super-admin|agent-dashboard|account)/.test(href))).toEqual([]);
    await page.locator('a[href="/fr"]').first().click();
    await page.waitForURL(`${baseUrl()}/fr`);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
