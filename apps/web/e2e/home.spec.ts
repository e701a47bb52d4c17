import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { eventually, slow } from './support/poll.ts';
import { afterRetries, apiPath, navigateInApp, skippableRetries } from './support/routes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());


/** What /api/news answers when a feed is configured: the home page shows up to 3 of these. */
const feedNews = {
  source: 'feeds',
  hasMore: true,
  nextCursor: '3',
  articles: [1, 2, 3].map((n) => ({
    id: `${n}`.padStart(24, '0'),
    title: `Feed story ${n}`,
    link: `https://news.example.com/story-${n}`,
    published: `2025-01-0${n}T12:00:00.000Z`,
    summary: `Summary ${n}`,
    image: null,
    sourceHost: 'news.example.com',
    categories: [],
  })),
};

/** The home page; `asksTheApi` when the test answers the API itself (the served page has the server's answers in). */
async function openHome(page: Page, options: { asksTheApi?: boolean } = {}) {
  if (options.asksTheApi) await navigateInApp(page, '/');
  else await page.goto('/');
  await eventually(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
}

describe('home page', () => {
  it('shows the hero, the best-rate badge, Ontario rates, lenders, 6 testimonials and the news slot', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.route(apiPath('/api/news'), (route) => route.fulfill({ json: feedNews }));
    await openHome(page, { asksTheApi: true });

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/AI/);
    expect(await page.getByRole('button', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Renewal Quote' }).isVisible()).toBe(true);

    await eventually(() => page.getByText('Best Rate Today').isVisible()).toBe(true);
    expect(await page.getByText('3.84% · 5 year fixed').isVisible()).toBe(true);

    const rates = page.getByRole('region', { name: "Today's Rates" });
    await eventually(() => rates.getByRole('heading', { name: '5 year' }).isVisible()).toBe(true);
    expect(await rates.getByRole('listitem').count()).toBe(4);
    expect(await rates.getByRole('link', { name: 'View all rates' }).getAttribute('href')).toBe('/rates');
    expect(await rates.getByText(/over 50 lenders/).isVisible()).toBe(true);

    const lenders = page.getByRole('region', { name: 'Trusted Lenders' });
    await eventually(() => lenders.getByText('Royal Bank of Canada').isVisible()).toBe(true);
    const lenderNames = await lenders.getByRole('listitem').allTextContents();
    expect(lenderNames[0]).toBe('Royal Bank of Canada');
    expect(lenderNames).toHaveLength(10);
    expect(lenderNames).not.toContain('B2B Bank'); // inactive

    const testimonials = page.getByRole('region', { name: 'What Our Clients Say' });
    await eventually(() => testimonials.getByText('Jordan & Mei L.').isVisible()).toBe(true);
    expect(await testimonials.getByRole('img', { name: /^Rated \d out of 5$/ }).count()).toBe(6);
    expect(await testimonials.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
    const text = await testimonials.textContent();
    expect(text).toContain('Kevin S.');
    expect(text).not.toContain('Grace N.'); // the seventh newest
    expect(text).not.toContain('Hidden Pending'); // not approved
    expect(text).not.toContain('Lucas M.'); // agent-submitted: their profile only
    expect(text).not.toContain('Pending Agent Client');

    const news = page.getByRole('region', { name: 'Mortgage News' });
    await eventually(() => news.getByRole('heading', { level: 3, name: 'Feed story 1' }).isVisible()).toBe(true);
    expect(await news.getByRole('article').count()).toBe(3);
    expect(await news.getByRole('link', { name: 'View All News' }).getAttribute('href')).toBe('/mortgage-news');
    const readMore = news.getByRole('link', { name: /^Read More.*Feed story 2/ });
    expect(await readMore.getAttribute('target')).toBe('_blank');
    expect(await readMore.getAttribute('rel')).toBe('noopener noreferrer');

    for (const claim of ['50+', '15+', '20+']) expect(await page.getByText(claim, { exact: true }).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('has a usable layout at 375px without sideways scrolling', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await openHome(page);
    await eventually(() => page.getByText('3.84% · 5 year fixed').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('hides the badge when there is no best rate (404) or the request fails', async () => {
    for (const answer of ['404', 'abort'] as const) {
      const page = await newPage(browser);
      let asked = 0;
      await page.route(apiPath('/api/rates/best'), (route) => {
        asked += 1;
        return answer === 'abort' ? route.abort() : route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'No active rates are available' } } });
      });
      await skippableRetries(page);
      await openHome(page, { asksTheApi: true });
      await eventually(() => page.getByRole('region', { name: 'Trusted Lenders' }).getByText('TD Bank').isVisible(), slow).toBe(true);
      // Every try has failed: a 404 is not retried, a network failure is tried twice more (lib/query-client.ts).
      await afterRetries(page, async () => asked, answer === 'abort' ? 3 : 1);
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Best Rate Today').count(), answer).toBe(0);
    }
  });

  it('keeps the rates section with its link when there are no rates, and drops empty lender, testimonial and news bands', async () => {
    const page = await newPage(browser);
    await page.route(apiPath('/api/news'), (route) => route.abort());
    await page.route(apiPath('/api/rates'), (route) => route.fulfill({ json: { province: 'ON', provinceName: 'Ontario', rates: [] } }));
    await page.route(apiPath('/api/lenders'), (route) => route.fulfill({ json: { lenders: [] } }));
    await page.route(apiPath('/api/testimonials'), (route) => route.abort());
    await skippableRetries(page);
    await openHome(page, { asksTheApi: true });
    await eventually(() => page.getByText('No rates are available right now.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View all rates' }).isVisible()).toBe(true);
    await eventually(() => page.getByRole('region', { name: 'Trusted Lenders' }).count()).toBe(0);
    await afterRetries(page, () => page.getByRole('region', { name: 'What Our Clients Say' }).count(), 0);
    await afterRetries(page, () => page.locator('section#home-news').count(), 0);
  });
});
