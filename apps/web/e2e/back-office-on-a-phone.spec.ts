import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleMessages } from '@maple/shared/messages/console';
import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { shellMessages } from '@maple/shared/messages/shell';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, signedInPage } from './support/browser.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const phone = { viewport: { width: 375, height: 740 } };

/** True when the whole of `locator` lies inside the window (not cut by an edge, not off to one side). */
const fullyInView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
  });

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('back office at 375px', () => {
  it("shows the dashboard's open tab from the URL in view, and reaches every tab from the keyboard", async () => {
    const page = await signedInPage(browser, 'agent@demo.maple.test', phone);
    await page.goto('/agent-dashboard?tab=leads');
    const tabs = page.getByRole('tablist', { name: dashboardMessages.tabsLabel }).getByRole('tab');
    const leads = page.getByRole('tab', { name: dashboardMessages.tabs.leads.label, selected: true });
    await leads.waitFor();
    await eventually(() => fullyInView(leads)).toBe(true);
    expect(await overflowsSideways(page)).toBe(false);

    // Tab from the header's last button lands on the open tab; the arrows then walk the list.
    await page.getByRole('button', { name: shellMessages.logout }).focus();
    await page.keyboard.press('Tab');
    await eventually(() => leads.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    const labels = await tabs.allInnerTexts();
    expect(labels).toHaveLength(10);
    for (const [i, label] of labels.entries()) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      const current = page.getByRole('tab', { name: label, selected: true });
      await eventually(() => current.evaluate((el) => el === document.activeElement), { message: label }).toBe(true);
      await eventually(() => fullyInView(current), { message: label }).toBe(true);
      await eventually(() => page.getByRole('heading', { level: 2, name: label }).isVisible(), { message: label }).toBe(true);
    }
    // The last tab chosen from the keyboard is the one in the URL, as a click would leave it.
    expect(new URL(page.url()).searchParams.get('tab')).toBe('analytics');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it("keeps the console's sections in a drawer: the open one marked and in view, the page no wider than the screen", async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', phone);
    await page.goto('/super-admin?tab=leads');
    await page.getByRole('heading', { level: 1, name: consoleMessages.tabs.leads.label }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole('button', { name: shellMessages.toggleSidebar }).click();
    const current = page.getByRole('navigation', { name: consoleMessages.navLabel }).getByRole('link', { name: consoleMessages.tabs.leads.label });
    await eventually(() => current.getAttribute('aria-current')).toBe('page');
    await eventually(() => fullyInView(current)).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });
});
