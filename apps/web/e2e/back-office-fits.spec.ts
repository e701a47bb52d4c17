// Every console and dashboard tab at 1280, 1024 and 375 px (issue 22): the page is never wider than
// the window, no table is wider than its box (so no column or action is cut off), every row's
// actions can be clicked where they are, and axe finds nothing at 1280 and 375 px. One page per
// area goes through its tabs once, each tab checked at the three widths (the window resized); axe
// runs at both 1280 and 375 px only where the tab's main is not the same tree at the two
// (elements, attributes, text, colours and fonts: support/axe-tree.ts), else at the first of them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages } from '@maple/shared/messages/audit';
import { consoleMessages } from '@maple/shared/messages/console';
import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { privacyMessages } from '@maple/shared/messages/privacy';
import { axeViolationsIn } from './support/axe.ts';
import { AxeOncePerTree } from './support/axe-tree.ts';
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

const widths = [375, 1280, 1024];
/** Where axe runs (1024 px is checked for fit and clicks only, as before). */
const axeWidths = [375, 1280];

/**
 * Every tab at each of the widths (the window resized, as a laptop's window is; each tab starts at
 * the width the one before ended at, back and forth, so no resize is spent going back): what does
 * not fit, what cannot be clicked, and axe at 1280 and 375 px.
 */
async function checkTabs(account: DemoAccount, area: string, tabs: { id: string; label: string }[]) {
  const page = await signedInPage(browser, account, { viewport: { width: widths[0]!, height: 900 } });
  await page.goto(`${area}?tab=${tabs[0]!.id}`);
  const problems: string[] = [];
  const axeOnce = new AxeOncePerTree();
  let axeRuns = 0;
  for (const [i, tab] of tabs.entries()) {
    await openTab(page, area, tab);
    for (const width of i % 2 ? widths.toReversed() : widths) {
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: 900 });
        // A chart follows its box's new size a moment later (a ResizeObserver), as it would for a person.
        await eventually(() => misfits(page), { timeout: 3_000 }).toEqual([]).catch(() => undefined);
      }
      for (const misfit of await misfits(page)) problems.push(`${tab.id} @${width}: ${misfit}`);
      for (const action of await hiddenActions(page)) problems.push(`${tab.id} @${width}: action not clickable: ${action}`);
      if (!axeWidths.includes(width)) continue;
      const main = (await page.$('main'))!;
      if (!(await axeOnce.needsAxe(page, tab.id, main))) continue;
      axeRuns += 1;
      for (const violation of await axeViolationsIn(page, main)) problems.push(`${tab.id} @${width}: axe ${violation}`);
    }
  }
  expect(problems).toEqual([]);
  expect(page.consoleErrors).toEqual([]);
  await page.context().close();
  console.info(`${area}: ${tabs.length} tabs, axe over ${axeRuns} of ${tabs.length * axeWidths.length} tab-widths`);
}

describe('every back-office tab fits and can be used', () => {
  it(`the console's ${consoleTabs.length} tabs at 375, 1280 and 1024 px`, () => checkTabs('admin@demo.maple.test', '/super-admin', consoleTabs), 180_000);
  it(`the dashboard's ${dashboardTabs.length} tabs at 375, 1280 and 1024 px`, () => checkTabs('agent@demo.maple.test', '/agent-dashboard', dashboardTabs), 180_000);
});
