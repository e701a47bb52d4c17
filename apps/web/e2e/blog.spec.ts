import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportTimeZone } from '@maple/shared/brokerage-day';
import { launchBrowser, newPage } from './support/browser.ts';
import { eventually, slow } from './support/poll.ts';
import { afterRetries, apiPath, heldResponse, navigateInApp, skippableRetries } from './support/routes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The site writes dates on the brokerage's calendar (Toronto), whatever zone this machine is in.
const longDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: reportTimeZone });

const published = [
  'Fixed or Variable in 2026? How to Decide',
  'Your Renewal Letter Is Not Your Only Option',
  'Closing Costs Explained',
  'Minimum Down Payments in Canada',
  'Self-Employed? Get Approved With Confidence',
  'Five Questions to Ask Before You Refinance',
];

describe('blog list', () => {
  it('shows published posts newest first as cards, never drafts', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/blog');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Blog' }).isVisible()).toBe(true);
    await eventually(() => page.getByRole('article').count()).toBe(6);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(published);
    expect(await page.getByText(/^Draft:/).count()).toBe(0);
    expect(await page.getByText('No image', { exact: true }).count()).toBe(6);

    const first = page.getByRole('article').first();
    expect(await first.getByRole('link', { name: 'Sarah Chen' }).getAttribute('href')).toBe('/agents/sarahchen');
    const { items: posts } = (await (await page.request.get('/api/blog')).json()) as { items: { slug: string; publishedAt: string }[] };
    expect(await first.locator('time').textContent()).toBe(longDate.format(new Date(posts[0]!.publishedAt)));
    expect(await first.getByRole('heading').evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');

    const admin = page.getByRole('article').filter({ hasText: 'Closing Costs Explained' });
    expect(await admin.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    // No excerpt: the card shows the start of the content, clipped to 3 lines.
    const noExcerpt = page.getByRole('article').filter({ hasText: 'Minimum Down Payments in Canada' });
    const preview = noExcerpt.getByText(/^You need 5% on the first \$500,000/);
    expect(await preview.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('3');

    await page.getByRole('link', { name: 'Closing Costs Explained' }).click();
    await page.waitForURL('**/blog/closing-costs-explained');
    // Reached by a link, the body is rendered from its Markdown in the browser (served, it is kept as sent).
    await eventually(() => page.locator('article [data-post-body] p').count()).toBeGreaterThan(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it("shows 'Loading posts...' and then 'No blog posts available yet.' when there are none", async () => {
    const page = await newPage(browser);
    const none = heldResponse({ items: [], total: 0 });
    await page.route(apiPath('/api/blog'), none.handler);
    await navigateInApp(page, '/blog');
    await eventually(() => page.getByText('Loading posts...').isVisible()).toBe(true);
    none.release();
    await eventually(() => page.getByText('No blog posts available yet.').isVisible(), slow).toBe(true);
  });
});

describe('blog post', () => {
  it("shows an admin post with 'Admin', the long date, the italic excerpt and a back link", async () => {
    const page = await newPage(browser);
    await page.goto('/blog/closing-costs-explained');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Closing Costs Explained' }).isVisible()).toBe(true);
    expect(await page.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('article time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const excerpt = page.getByText('Budget 1.5% to 4% of the purchase price on top of your down payment.');
    expect(await excerpt.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
    expect(await page.title()).toMatch(/^Closing Costs Explained \| /);
    await page.getByRole('link', { name: 'Back to blog' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
  });

  it("links an agent's post to the agent and keeps its paragraphs as text", async () => {
    const page = await newPage(browser);
    await page.goto('/blog/fixed-or-variable-2026');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Fixed or Variable in 2026? How to Decide' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sarah Chen' }).getAttribute('href')).toBe('/agents/sarahchen');
    expect(await page.locator('article p').allTextContents()).toEqual([
      'The right choice depends on your budget, your plans and your appetite for risk.',
      'Fixed rates give certainty.',
      'Variable rates move with prime and have historically cost less over time, but your payment or amortization can change.',
      'Ask yourself how you would handle a higher payment.',
    ]);
  });

  it("says 'Blog post not found.' for a draft, with a back link", async () => {
    const page = await newPage(browser);
    await page.goto('/blog/spring-market-outlook-draft');
    await eventually(() => page.getByRole('heading', { name: 'Blog post not found.' }).isVisible()).toBe(true);
    expect(await page.getByText('Draft content that must never be public.').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to blog' }).first().getAttribute('href')).toBe('/blog');
  });

  it("toasts 'Failed to load blog post' when the post cannot be loaded", async () => {
    const page = await newPage(browser);
    await skippableRetries(page);
    await page.route(apiPath('/api/blog/closing-costs-explained'), (route) => route.abort());
    await navigateInApp(page, '/blog/closing-costs-explained');
    await afterRetries(page, () => page.getByText('Failed to load blog post').first().isVisible(), true);
    expect(await page.getByRole('heading', { name: 'Blog post not found.' }).count()).toBe(0);
  });
});
