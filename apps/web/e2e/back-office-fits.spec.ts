// Every console and dashboard tab at 1280, 1024 and 375 px (issue 22): the page is never wider than
// the window, no table is wider than its box (so no column or action is cut off), every row's
// actions can be clicked where they are, and axe finds nothing at 1280 and 375 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages } from '@maple/shared/messages/audit';
import { consoleMessages } from '@maple/shared/messages/console';
import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { privacyMessages } from '@maple/shared/messages/privacy';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, signedInPage, type DemoAccount } from './support/browser.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const consoleTabs: { id: string; label: string }[] = [...Object.entries(consoleMessages.tabs).map(([id, tab]) => ({ id, label: tab.label })), { id: 'activity', label: auditMessages.tab }, { id: 'privacy', label: privacyMessages.tab }];
const dashboardTabs = [
  ['profile', dashboardMessages.tabs.profile.label],
  ['customize-page', dashboardMessages.tabs.customizePage.label],
  ['social-links', dashboardMessages.tabs.socialLinks.label],
  ['application-links', dashboardMessages.tabs.applicationLinks.label],
  ['seo-settings', dashboardMessages.tabs.seoSettings.label],
  ['blog-posts', dashboardMessages.tabs.blogPosts.label],
  ['documents', dashboardMessages.tabs.documents.label],
  ['testimonials', dashboardMessages.tabs.testimonials.label],
  ['leads', dashboardMessages.tabs.leads.label],
  ['analytics', dashboardMessages.tabs.analytics.label],
].map(([id, label]) => ({ id: id!, label: label! }));

/** What does not fit: the page's own overflow, and each scroll box whose table is wider than the box. */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    for (const table of document.querySelectorAll('main table')) {
      const box = table.parentElement!;
      if (table.getBoundingClientRect().width > box.clientWidth + 1 && getComputedStyle(table).display !== 'none') found.push(`table "${table.querySelector('caption')?.textContent ?? ''}" ${Math.round(table.getBoundingClientRect().width)} > ${box.clientWidth}`);
    }
    return found;
  });

/** Row actions (the first rows of each list or table) that are cut off or covered where they stand. */
const hiddenActions = (page: Page) =>
  page.evaluate(() => {
    const rows = [...document.querySelectorAll('main tbody tr, main ul > li')].filter((row) => (row as HTMLElement).offsetParent !== null).slice(0, 6);
    const out: string[] = [];
    for (const row of rows) {
      for (const button of row.querySelectorAll('button, a[href]')) {
        const el = button as HTMLElement;
        if (el.offsetParent === null) continue;
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const inWindow = r.left >= 0 && r.right <= window.innerWidth;
        if (!inWindow || !hit || !(el === hit || el.contains(hit))) out.push(el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
      }
    }
    return out;
  });

/** Opens a tab as its link would, without reloading the page (the app stays loaded between tabs). */
async function openTab(page: Page, area: string, tab: { id: string; label: string }) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${area}?tab=${tab.id}`);
  await page.getByRole('heading', { name: tab.label, exact: true }).first().waitFor();
  // Loaded: no spinner or "Loading…" status left in the tab.
  await eventually(() => page.locator('main [role=status] .animate-spin').count()).toBe(0);
  await page.waitForLoadState('networkidle');
}

/**
 * Every tab at each of `widths` (the first is the window it opens at; the others are the same
 * window resized, as a laptop's window is): what does not fit, what cannot be clicked, and axe at
 * 1280 and 375 px.
 */
async function checkTabs(account: DemoAccount, area: string, tabs: { id: string; label: string }[], widths: number[]) {
  const page = await signedInPage(browser, account, { viewport: { width: widths[0]!, height: 900 } });
  await page.goto(`${area}?tab=${tabs[0]!.id}`);
  const problems: string[] = [];
  for (const tab of tabs) {
    await openTab(page, area, tab);
    for (const width of widths) {
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: 900 });
        // A chart follows its box's new size a moment later (a ResizeObserver), as it would for a person.
        await eventually(() => misfits(page), { timeout: 3_000 }).toEqual([]).catch(() => undefined);
      }
      for (const misfit of await misfits(page)) problems.push(`${tab.id} @${width}: ${misfit}`);
      for (const action of await hiddenActions(page)) problems.push(`${tab.id} @${width}: action not clickable: ${action}`);
      if (width !== 1024) for (const violation of await axeViolations(page, 'main')) problems.push(`${tab.id} @${width}: axe ${violation}`);
    }
    // The next tab opens at the first width again.
    if (widths.length > 1) await page.setViewportSize({ width: widths[0]!, height: 900 });
  }
  expect(problems).toEqual([]);
  expect(page.consoleErrors).toEqual([]);
  await page.context().close();
}

describe('every back-office tab fits and can be used', () => {
  for (const widths of [[1280, 1024], [375]]) {
    const at = widths.join(' and ');
    it(`the console's ${consoleTabs.length} tabs at ${at} px`, () => checkTabs('admin@demo.maple.test', '/super-admin', consoleTabs, widths), 180_000);
    it(`the dashboard's ${dashboardTabs.length} tabs at ${at} px`, () => checkTabs('agent@demo.maple.test', '/agent-dashboard', dashboardTabs, widths), 180_000);
  }
});
