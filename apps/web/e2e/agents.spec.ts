import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { eventually, slow } from './support/poll.ts';
import { afterRetries, apiPath, heldResponse, internalError, navigateInApp, skippableRetries } from './support/routes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const uuid = /^[0-9a-f-]{36}$/;

describe('find a broker', () => {
  it('lists the active agents as cards and hides inactive ones', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/find-broker');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Find a Mortgage Broker' }).isVisible()).toBe(true);
    await eventually(() => page.getByRole('heading', { level: 2, name: 'Sarah Chen' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Marc Gagnon' }).isVisible()).toBe(true);
    expect(await page.getByText('Priya Patel').count()).toBe(0);

    const sarah = page.getByRole('article', { name: 'Sarah Chen' });
    expect(await sarah.getByText('Senior Mortgage Agent').isVisible()).toBe(true);
    expect(await sarah.getByText('Toronto, ON').isVisible()).toBe(true);
    expect(await sarah.getByRole('link', { name: 'agent@demo.maple.test' }).getAttribute('href')).toBe('mailto:agent@demo.maple.test');
    expect(await sarah.getByRole('link', { name: '416-555-0147' }).getAttribute('href')).toBe('tel:4165550147');
    const bio = sarah.getByText(/^Sarah has helped/);
    expect(await bio.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('3');
    expect(await sarah.getByRole('link', { name: 'View Profile', exact: true }).getAttribute('href')).toBe('/agents/sarahchen');
    const contact = await sarah.getByRole('link', { name: 'Contact', exact: true }).getAttribute('href');
    expect(contact).toMatch(/^\/contact\?agent=[0-9a-f-]{36}$/);

    await sarah.getByRole('link', { name: 'View Profile', exact: true }).click();
    await page.waitForURL('**/agents/sarahchen');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Sarah Chen' }).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it("shows 'Loading agents...' and then 'No agents available at the moment.' when there are none", async () => {
    const page = await newPage(browser);
    const none = heldResponse({ agents: [] });
    await page.route(apiPath('/api/agents'), none.handler);
    await navigateInApp(page, '/find-broker');
    await eventually(() => page.getByText('Loading agents...').isVisible()).toBe(true);
    none.release();
    await eventually(() => page.getByText('No agents available at the moment.').isVisible(), slow).toBe(true);
  });

  it("toasts 'Failed to load agents' and shows the empty text when the request fails", async () => {
    const page = await newPage(browser);
    await skippableRetries(page);
    await page.route(apiPath('/api/agents'), (route) => route.abort());
    await navigateInApp(page, '/find-broker');
    await afterRetries(page, () => page.getByText('Failed to load agents').isVisible(), true);
    expect(await page.getByText('No agents available at the moment.').isVisible()).toBe(true);
  });
});

describe('agent profile', () => {
  it("shows the whole profile and records one page view", async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const views: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events/page-view') views.push(request);
    });
    await page.goto('/agents/sarahchen');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Sarah Chen' }).isVisible()).toBe(true);
    expect(await page.title()).toMatch(/^Sarah Chen \| /);
    expect(await page.getByText('Senior Mortgage Agent').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'agent@demo.maple.test' }).getAttribute('href')).toBe('mailto:agent@demo.maple.test');
    expect(await page.getByRole('link', { name: '416-555-0147' }).getAttribute('href')).toBe('tel:4165550147');

    const social = page.getByRole('list', { name: 'Social links' });
    for (const [name, href] of [
      ['Facebook', 'https://facebook.com/sarahchen.demo'],
      ['YouTube', 'https://youtube.com/@sarahchen.demo'],
      ['Instagram', 'https://instagram.com/sarahchen.demo'],
      ['Website', 'https://sarahchen.example.com/'],
    ]) {
      const link = social.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('href'), name).toBe(href);
      expect(await link.getAttribute('target'), name).toBe('_blank');
      expect(await link.getAttribute('rel'), name).toBe('noopener noreferrer');
    }

    expect(await page.getByRole('link', { name: /^Apply Now/ }).getAttribute('href')).toBe('https://apply.example.com/sarahchen');
    expect(await page.getByRole('link', { name: /^Book Appointment/ }).getAttribute('href')).toBe('https://calendly.com/sarahchen-demo');

    const about = page.getByRole('region', { name: 'About Sarah Chen' });
    expect(await about.getByText(/^Sarah has helped more than 600 Ontario families/).isVisible()).toBe(true);

    const services = page.getByRole('region', { name: 'Services' });
    expect(await services.getByRole('link').count()).toBe(6);
    expect(await services.getByRole('link').first().getAttribute('href')).toMatch(/^\/services\/[0-9a-f-]{36}$/);

    const rates = page.getByRole('region', { name: "Today's Rates in Ontario" });
    expect(await rates.getByRole('row', { name: /5 year Fixed Conventional 5\.46% 3\.91%/ }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Fixed vs. Variable' }).getByRole('heading', { name: '5 year' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Lenders I Work With' }).getByText('TD Bank').isVisible()).toBe(true);

    const testimonials = page.getByRole('region', { name: 'What Clients Say' });
    expect(await testimonials.getByText('Lucas M.').isVisible()).toBe(true);
    expect(await testimonials.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1);
    expect(await testimonials.getByText('Pending Agent Client').count()).toBe(0);

    const cta = await page.getByRole('link', { name: 'Contact Sarah Chen' }).getAttribute('href');
    expect(cta).toMatch(/^\/contact\?agent=[0-9a-f-]{36}$/);

    const panel = page.getByRole('complementary', { name: 'Contact Sarah Chen' });
    expect(await panel.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:4165550147');
    expect(await panel.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('mailto:agent@demo.maple.test');
    expect(await panel.getByRole('link', { name: 'Contact', exact: true }).getAttribute('href')).toBe(cta);

    await page.getByRole('button', { name: 'View Rates' }).click();
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Today's Rates in Ontario");
    await eventually(() => rates.getByRole('heading', { level: 2 }).boundingBox().then((box) => (box?.y ?? -1) >= 0 && (box?.y ?? 9999) < 450)).toBe(true);

    // Every request the page makes has answered (Playwright's network idle): a second view would have been sent by now.
    await page.waitForLoadState('networkidle');
    expect(views).toHaveLength(1);
    expect(views[0]!.postDataJSON().agentId).toMatch(uuid);
    expect(page.consoleErrors).toEqual([]);
  });

  it('answers /agent/:id too and hides links the agent has not set', async () => {
    const page = await newPage(browser);
    await page.goto('/agent/marcgagnon');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Marc Gagnon' }).isVisible()).toBe(true);
    const social = page.getByRole('list', { name: 'Social links' });
    expect(await social.getByRole('link').count()).toBe(2); // Facebook and website only
    expect(await page.getByRole('link', { name: /^Apply Now/ }).count()).toBe(1);
  });

  it('puts Call, Email and Contact in a bottom bar on phones', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/agents/sarahchen');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Sarah Chen' }).isVisible()).toBe(true);
    const bar = page.getByRole('complementary', { name: 'Contact Sarah Chen' });
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(740);
    for (const name of ['Call', 'Email']) expect(await bar.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it("shows 'Agent Not Found' with a way home and a toast for an unknown agent", async () => {
    const page = await newPage(browser);
    await page.goto('/agents/nobody');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Agent Not Found' }).isVisible()).toBe(true);
    await eventually(() => page.getByText('Agent not found', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("toasts 'Failed to load profile data' when the profile cannot be loaded", async () => {
    const page = await newPage(browser);
    await skippableRetries(page);
    await page.route(apiPath('/api/agents/sarahchen'), internalError);
    await navigateInApp(page, '/agents/sarahchen');
    await afterRetries(page, () => page.getByText('Failed to load profile data').first().isVisible(), true);
    expect(await page.getByRole('link', { name: 'Return Home' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Agent Not Found' }).count()).toBe(0);
  });
});
