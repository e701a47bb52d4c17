import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signedInPage, toast } from './support/browser.ts';
import { callApi, demoSession } from './support/content-api.ts';
import { eventually } from './support/poll.ts';
import { apiPath, heldResponse, navigateInApp } from './support/routes.ts';
import { axeViolations } from './support/axe.ts';

let browser: Browser;
let feedServer: Server;
let feedBase: string;

/** An RSS feed of 20 articles on 127.0.0.1 (the app runs with FETCH_ALLOW_PRIVATE=true); article pages have no og:image. */
function startFeedServer(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/feed.xml') {
      const items = Array.from({ length: 20 }, (_, i) => {
        const n = i + 1;
        const date = new Date(Date.UTC(2025, 0, 25 - i, 12)).toUTCString();
        return `<item><title>Fixture story ${n}</title><link>${feedBase}/articles/${n}</link><pubDate>${date}</pubDate><description>&lt;p&gt;Rates story number ${n}.&lt;/p&gt;</description></item>`;
      }).join('');
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      return res.end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Fixture</title><link>${feedBase}</link><description>Fixture</description>${items}</channel></rss>`);
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>missing</title>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  browser = await launchBrowser();
  feedServer = await startFeedServer();
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // Leave the shared app as it was: no feeds, so later specs see the samples again.
  expect((await callApi(demoSession('admin@demo.maple.test'), 'PUT', '/api/admin/news-feeds', { feeds: [] })).status).toBe(200);
  await browser.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

const cards = (page: Page) => page.getByRole('main').getByRole('article');

describe('news page', () => {
  it('shows the 3 sample articles with no configuration, and the search filters them', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/mortgage-news');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Mortgage News' }).isVisible()).toBe(true);
    await eventually(() => cards(page).count()).toBe(3);
    const first = cards(page).first();
    expect(await first.locator('time').textContent()).toBe('Jan 29, 2025');
    const readMore = first.getByRole('link', { name: /^Read More/ });
    expect(await readMore.getAttribute('target')).toBe('_blank');
    expect(await readMore.getAttribute('rel')).toBe('noopener noreferrer');
    // No image: our own placeholder photo.
    expect(await first.locator('img').getAttribute('src')).toBe('/images/news-placeholder.svg');
    expect(await page.getByRole('button', { name: 'Load More News' }).count()).toBe(0);

    await page.getByPlaceholder('Search news articles...').fill('down payment');
    await eventually(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().getByRole('heading').textContent()).toMatch(/minimum down payment/);
    await page.getByPlaceholder('Search news articles...').fill('no such words anywhere');
    await eventually(() => page.getByText('No news articles found.').isVisible()).toBe(true);

    expect(await axeViolations(page)).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows 3 skeleton cards while the first page loads, and an alert when the call fails', async () => {
    const page = await newPage(browser);
    const samples = await (await page.request.get('/api/news')).json();
    const held = heldResponse(samples);
    await page.route(apiPath('/api/news'), held.handler);
    await navigateInApp(page, '/mortgage-news');
    await eventually(() => page.getByRole('status').filter({ hasText: 'Loading news...' }).isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Loading news...' }).locator('> div').count()).toBe(3);
    held.release();
    await eventually(() => cards(page).count()).toBe(3);

    const failing = await newPage(browser);
    await failing.route(apiPath('/api/news'), (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'News is down' } } }));
    await navigateInApp(failing, '/mortgage-news');
    await eventually(() => failing.getByRole('alert').filter({ hasText: 'News is down' }).isVisible()).toBe(true);
    expect(await cards(failing).count()).toBe(0);
  });

  it('has a usable layout at 375px', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/mortgage-news');
    await eventually(() => cards(page).count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

// The console's Inoreader tab (no feeds yet) is axed by back-office-fits (main, 1280 and 375 px).
describe('a feed configured in the console', () => {
  it('shows on the news page and the home page, and Load More News appends the second page', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/super-admin?tab=inoreader');
    await eventually(() => page.getByRole('heading', { name: 'RSS/Atom feeds' }).isVisible()).toBe(true);
    await eventually(() => page.getByText('No feeds yet. The news page shows sample articles.').isVisible()).toBe(true);

    // The configuration form asks for all four fields.
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await toast(page, 'Please fill in all required fields').waitFor();

    await page.getByLabel('Feed URL').fill(`${feedBase}/feed.xml`);
    await page.getByRole('button', { name: 'Add Feed' }).click();
    await page.getByRole('button', { name: 'Save Feeds' }).click();
    await toast(page, 'Feeds saved').waitFor();

    // The news page and the home page opened from the console as the site's links do.
    await navigateInApp(page, '/mortgage-news');
    await eventually(() => cards(page).count()).toBe(15);
    expect(await cards(page).first().getByRole('heading').textContent()).toBe('Fixture story 1');
    expect(await cards(page).first().locator('time').textContent()).toBe('Jan 25, 2025');
    expect(await cards(page).first().getByText('127.0.0.1').isVisible()).toBe(true);
    expect(await cards(page).first().getByText('Rates story number 1.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Load More News' }).click();
    await eventually(() => cards(page).count()).toBe(20);
    expect(await cards(page).last().getByRole('heading').textContent()).toBe('Fixture story 20');
    expect(await page.getByRole('button', { name: 'Load More News' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The list is kept in this browser for 3 minutes.
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('ma_news_cache_v1') ?? 'null'));
    expect(cached.articles).toHaveLength(20);

    await navigateInApp(page, '/');
    const news = page.getByRole('region', { name: 'Mortgage News' });
    await eventually(() => news.getByRole('article').count()).toBe(3);
    expect(await news.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Fixture story 1', 'Fixture story 2', 'Fixture story 3']);
    expect(await news.getByRole('link', { name: 'View All News' }).getAttribute('href')).toBe('/mortgage-news');
    expect(page.consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
  it('cancels a Load More still loading when a new search starts or the visitor leaves: no stale cards, no error', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    // The second page never answers on its own: only the page's abort ends it.
    const nextPage = (url: URL) => url.pathname === '/api/news' && url.searchParams.has('cursor');
    await page.route(nextPage, () => new Promise<void>(() => {}));
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (nextPage(new URL(request.url()))) aborted.push(request.failure()?.errorText ?? '');
    });

    await page.goto('/mortgage-news');
    await eventually(() => cards(page).count()).toBe(15);
    await page.getByRole('button', { name: 'Load More News' }).click();
    await eventually(() => page.getByRole('button', { name: 'Loading...' }).isDisabled()).toBe(true);
    await page.getByPlaceholder('Search news articles...').fill('Fixture story 19');
    await eventually(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().getByRole('heading').textContent()).toBe('Fixture story 19');
    await eventually(() => aborted.length).toBe(1);
    expect(aborted[0]).toMatch(/ERR_ABORTED/);

    // Back to the whole list: its first page, not the cancelled second one, and "Load More" again.
    await page.getByPlaceholder('Search news articles...').fill('');
    await eventually(() => cards(page).count()).toBe(15);
    expect(await page.getByRole('button', { name: 'Load More News' }).isEnabled()).toBe(true);

    // Leaving while the next page loads cancels it too.
    await page.getByRole('button', { name: 'Load More News' }).click();
    await eventually(() => page.getByRole('button', { name: 'Loading...' }).isDisabled()).toBe(true);
    await navigateInApp(page, '/why-broker');
    await eventually(() => aborted.length).toBe(2);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(page.consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
