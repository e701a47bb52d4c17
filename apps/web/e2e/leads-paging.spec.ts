// The Leads tabs page on the server (issue 22, "Done when"): with 250 leads of our own, the console's
// list shows pages of 50 with the right total, filters combined with a search narrow on the server
// (the total is the API's), Next and Previous move through the pages, and a reload of the URL shows
// the same view. The demo agent's dashboard pages through their own leads only.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { leadManagementMessages as m } from '@maple/shared/messages/lead-management';
import { pagingMessages } from '@maple/shared/messages/paging';
import { leadPageSize } from '@maple/shared/schemas/leads';
import { launchBrowser, signedInPage, type TestPage } from './support/browser.ts';
import { callApi, demoSession, signInAs } from './support/content-api.ts';
import { eventually, slow } from './support/poll.ts';

const count = 250;
const prefix = 'Paging Lead';
const sources = ['website', 'Manual', 'AI Chatbot', 'mortgage_calculator', 'contact_form'] as const;
const statuses = ['new', 'contacted', 'qualified', 'closed'] as const;
/** Every third lead is the demo agent's (Sarah Chen), the next one Marc Gagnon's, the rest nobody's. */
const agentOf = (n: number) => (n % 3 === 0 ? 'Sarah Chen' : n % 3 === 1 ? 'Marc Gagnon' : '');

// Received over ten days of October (12:00 UTC, the same day in Toronto), one second apart, so the
// order of the list (newest first) is known here.
const ours = Array.from({ length: count }, (_, i) => {
  const n = i + 1;
  const day = 1 + (n % 10);
  return {
    name: `${prefix} ${String(n).padStart(3, '0')}`,
    email: `paging-lead-${n}@example.test`,
    source: sources[n % sources.length]!,
    status: statuses[n % statuses.length]!,
    day: `2026-10-${String(day).padStart(2, '0')}`,
    createdAt: new Date(Date.UTC(2026, 9, day, 12, 0, n)).toISOString(),
    agent: agentOf(n),
  };
});
type Ours = (typeof ours)[number];
/** Our leads that `keep` lets through, as the list orders them. */
const namesOf = (keep: (lead: Ours) => boolean) =>
  ours
    .filter(keep)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((lead) => lead.name);

let browser: Browser;
let adminCookie: string;

type LeadPage = { items: { id: string; clientName: string }[]; total: number };

/** Deletes every lead the search finds, a page of 100 at a time, 10 requests in flight. */
async function removeOurs() {
  for (;;) {
    const { body } = await callApi<LeadPage>(adminCookie, 'GET', `/api/admin/leads?pageSize=100&q=${encodeURIComponent(prefix)}`);
    if (body.items.length === 0) return;
    for (let at = 0; at < body.items.length; at += 10) {
      const statuses = await Promise.all(body.items.slice(at, at + 10).map(async (lead) => (await callApi(adminCookie, 'DELETE', `/api/admin/leads/${lead.id}`)).status));
      expect(statuses.filter((status) => status !== 204)).toEqual([]);
    }
  }
}

const totalOf = async (cookie: string, path: string) => (await callApi<LeadPage>(cookie, 'GET', `${path}${path.includes('?') ? '&' : '?'}pageSize=1`)).body.total;

beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await signInAs('admin@demo.maple.test');
  await removeOurs();
  // One import (the console's own route) writes all 250 in one transaction.
  const csv = ['Date,Client,Email,Source,Status,Agent', ...ours.map((l) => [l.createdAt, l.name, l.email, l.source, l.status, l.agent].join(','))].join('\r\n');
  const imported = await callApi<{ imported: number }>(adminCookie, 'POST', '/api/admin/leads/import?dryRun=false', { csv });
  expect(imported.status).toBe(200);
  expect(imported.body.imported).toBe(count);
}, 120_000);

afterAll(async () => {
  await removeOurs();
  await browser.close();
}, 120_000);

const showing = (from: number, to: number, total: number) => fillMessage(pagingMessages.showing, { from, to, total });

/** The names in the table, once the summary says the expected page is shown and it is no longer loading. */
async function namesAfter(page: TestPage, summary: string) {
  await eventually(() => page.getByText(summary, { exact: true }).isVisible(), slow).toBe(true);
  await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  return page.getByRole('table', { name: m.tableLabel }).locator('tbody tr td:nth-child(1) > span:first-child').allInnerTexts();
}

const pager = (page: TestPage) => page.getByRole('navigation', { name: m.pagination });
const next = (page: TestPage) => pager(page).getByRole('button', { name: pagingMessages.nextPage }).click();
const previous = (page: TestPage) => pager(page).getByRole('button', { name: pagingMessages.previousPage }).click();
const filter = (page: TestPage, label: string) => page.getByRole('group', { name: m.filtersLabel }).getByLabel(label, { exact: true });
const search = (page: TestPage) => page.getByRole('searchbox', { name: m.search, exact: true });

describe('console › Leads with 250 leads', () => {
  it('pages by 50 with the total, narrows by search and filters on the server, and a reload keeps page, filters and search', async () => {
    const total = await totalOf(adminCookie, '/api/admin/leads');
    expect(total).toBeGreaterThanOrEqual(count);
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/super-admin?tab=leads');

    // Every lead, 50 a page: Next shows the next 50, none of them again; Previous goes back.
    const first = await namesAfter(page, showing(1, leadPageSize, total));
    expect(first).toHaveLength(leadPageSize);
    expect(await pager(page).getByRole('button', { name: pagingMessages.previousPage }).isDisabled()).toBe(true);
    await next(page);
    const second = await namesAfter(page, showing(51, 100, total));
    expect(second).toHaveLength(leadPageSize);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('tab') === 'leads');
    await previous(page);
    expect(await namesAfter(page, showing(1, leadPageSize, total))).toEqual(first);

    // The search finds our 250, newest first, and starts again at page 1.
    await next(page);
    await namesAfter(page, showing(51, 100, total));
    await search(page).fill(prefix);
    const all = namesOf(() => true);
    expect(await namesAfter(page, showing(1, leadPageSize, count))).toEqual(all.slice(0, leadPageSize));
    await page.waitForURL((url) => url.searchParams.get('q') === prefix && !url.searchParams.has('page'));

    // A status with the search: 63 leads, two pages; the second holds the last 13.
    await filter(page, m.statusFilter).selectOption('contacted');
    const contacted = namesOf((l) => l.status === 'contacted');
    expect(await totalOf(adminCookie, `/api/admin/leads?q=${encodeURIComponent(prefix)}&status=contacted`)).toBe(contacted.length);
    expect(await namesAfter(page, showing(1, leadPageSize, contacted.length))).toEqual(contacted.slice(0, leadPageSize));
    await next(page);
    const lastPage = await namesAfter(page, showing(51, contacted.length, contacted.length));
    expect(lastPage).toEqual(contacted.slice(leadPageSize));
    expect(await pager(page).getByRole('button', { name: pagingMessages.nextPage }).isDisabled()).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('status') === 'contacted' && url.searchParams.get('q') === prefix);

    // A reload shows the same page of the same search and filter.
    await page.reload();
    expect(await namesAfter(page, showing(51, contacted.length, contacted.length))).toEqual(lastPage);
    expect(await search(page).inputValue()).toBe(prefix);
    expect(await filter(page, m.statusFilter).inputValue()).toBe('contacted');

    // Source ('Website' covers the contact form) and a day range as well: each goes back to page 1.
    await filter(page, m.sourceFilter).selectOption('website');
    await page.waitForURL((url) => url.searchParams.get('source') === 'website' && !url.searchParams.has('page'));
    await filter(page, m.from).fill('2026-10-03');
    await filter(page, m.to).fill('2026-10-06');
    const narrowed = namesOf((l) => l.status === 'contacted' && (l.source === 'website' || l.source === 'contact_form') && l.day >= '2026-10-03' && l.day <= '2026-10-06');
    expect(narrowed.length).toBeGreaterThan(0);
    expect(await totalOf(adminCookie, `/api/admin/leads?q=${encodeURIComponent(prefix)}&status=contacted&source=website&from=2026-10-03&to=2026-10-06`)).toBe(narrowed.length);
    expect(await namesAfter(page, showing(1, narrowed.length, narrowed.length))).toEqual(narrowed);
    expect(await pager(page).count()).toBe(0);
    await page.waitForURL((url) => url.searchParams.get('from') === '2026-10-03' && url.searchParams.get('to') === '2026-10-06' && url.searchParams.get('q') === prefix);
    await page.reload();
    expect(await namesAfter(page, showing(1, narrowed.length, narrowed.length))).toEqual(narrowed);
    expect(await filter(page, m.sourceFilter).inputValue()).toBe('website');
    expect(await filter(page, m.from).inputValue()).toBe('2026-10-03');
    expect(await filter(page, m.to).inputValue()).toBe('2026-10-06');

    // Clear filters empties the search too: every lead again, from page 1.
    await page.getByRole('button', { name: m.clearFilters }).click();
    expect(await namesAfter(page, showing(1, leadPageSize, total))).toEqual(first);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('dashboard › Leads with 250 leads', () => {
  it("pages through the demo agent's own leads only", async () => {
    const agentCookie = demoSession('agent@demo.maple.test');
    const total = await totalOf(agentCookie, '/api/me/leads');
    const mine = namesOf((l) => l.agent === 'Sarah Chen');
    expect(total).toBeGreaterThanOrEqual(mine.length);
    expect(total).toBeLessThan(count);
    const page = await signedInPage(browser, 'agent@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/agent-dashboard?tab=leads');
    expect(await namesAfter(page, showing(1, Math.min(leadPageSize, total), total))).toHaveLength(Math.min(leadPageSize, total));

    // Of our 250, the search finds only the 83 that are hers, over two pages.
    await search(page).fill(prefix);
    expect(await totalOf(agentCookie, `/api/me/leads?q=${encodeURIComponent(prefix)}`)).toBe(mine.length);
    expect(await namesAfter(page, showing(1, leadPageSize, mine.length))).toEqual(mine.slice(0, leadPageSize));
    await next(page);
    expect(await namesAfter(page, showing(51, mine.length, mine.length))).toEqual(mine.slice(leadPageSize));
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('q') === prefix && url.searchParams.get('tab') === 'leads');
    await page.reload();
    expect(await namesAfter(page, showing(51, mine.length, mine.length))).toEqual(mine.slice(leadPageSize));
    await previous(page);
    expect(await namesAfter(page, showing(1, leadPageSize, mine.length))).toEqual(mine.slice(0, leadPageSize));
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
