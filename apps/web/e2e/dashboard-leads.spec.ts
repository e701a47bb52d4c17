import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMessages } from '@maple/shared/messages/analytics';
import { leadManagementMessages as m } from '@maple/shared/messages/lead-management';
import { signInAdmin, storedLeads } from './support/admin-api.ts';
import { axeViolations } from './support/axe.ts';
import { downloadedBytes, launchBrowser, newPage, signedInPage, toast, type DemoAccount } from './support/browser.ts';
import { parseCsv } from './support/csv.ts';
import { callApi, demoSession } from './support/content-api.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
let adminCookie: string;
// A lead of the demo agent's own for this spec to change, so a rerun or another spec's order does not matter.
const ownLead = `Dashboard Status ${randomUUID().slice(0, 8)}`;
beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await signInAdmin();
  expect((await callApi(demoSession('agent@demo.maple.test'), 'POST', '/api/me/leads', { clientName: ownLead, clientEmail: 'dash.status@example.com' })).status).toBe(201);
});
afterAll(() => browser.close());

async function dashboardTab(tab: string, email: DemoAccount = 'agent@demo.maple.test'): Promise<Page & { consoleErrors: string[] }> {
  const page = await signedInPage(browser, email, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await page.goto(`/agent-dashboard?tab=${tab}`);
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: m.tableLabel });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

describe('dashboard › Leads (own leads only)', () => {
  it("updates a lead's status and private notes as the demo agent", async () => {
    const page = await dashboardTab('leads');
    await row(page, ownLead).waitFor();
    await page.getByRole('combobox', { name: m.statusFor(ownLead) }).selectOption('contacted');
    await toast(page, m.statusUpdated).waitFor();

    await page.getByRole('button', { name: m.viewFor(ownLead) }).click();
    const drawer = page.getByRole('dialog', { name: ownLead });
    await drawer.getByLabel(m.notesLabel).fill('Call back Tuesday about the 5-year fixed.');
    expect(await axeViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: m.saveNotes }).click();
    await toast(page, m.notesSaved).waitFor();

    const stored = (await storedLeads(adminCookie)).find((l) => l.clientName === ownLead) as { status: string; notes?: string };
    expect(stored).toMatchObject({ status: 'contacted', notes: 'Call back Tuesday about the 5-year fixed.' });
    await page.keyboard.press('Escape');
    await eventually(() => row(page, ownLead).innerText()).toContain('Call back Tuesday');
    expect(page.consoleErrors).toEqual([]);
  });

  it("never shows another agent's leads", async () => {
    const page = await dashboardTab('leads', 'agent2@demo.maple.test');
    await row(page, 'Nadia Haddad').waitFor();
    expect(await row(page, 'Emily Wong').count()).toBe(0);
    expect(await row(page, 'Hannah Lee').count()).toBe(0);
  });

  it('adds a lead by hand (Manual, new, mine) and exports own leads as CSV', async () => {
    const page = await dashboardTab('leads');
    await row(page, 'Emily Wong').waitFor();
    await page.getByRole('button', { name: m.addLead }).click();
    const dialog = page.getByRole('dialog', { name: m.addLeadTitle });
    await dialog.getByLabel(m.fields.clientName).fill('Dashboard Phone Call');
    await dialog.getByLabel(m.fields.clientEmail).fill('dash.call@example.com');
    await dialog.getByLabel(m.fields.clientPhone).fill('416-555-0142');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: m.saveLead }).click();
    await toast(page, m.leadAdded).waitFor();
    await row(page, 'Dashboard Phone Call').waitFor();
    expect((await storedLeads(adminCookie)).find((l) => l.clientName === 'Dashboard Phone Call')).toMatchObject({ source: 'Manual', status: 'new', agentName: 'Sarah Chen' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: m.exportCsv }).click()]);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8')).slice(1);
    expect(rows.map((r) => r[1])).toContain('Dashboard Phone Call');
    expect(rows.every((r) => r[7] === 'Sarah Chen')).toBe(true);
    expect(rows.map((r) => r[1])).not.toContain('Nadia Haddad');
  });

  it('has no axe violations on the tab, at 1280 and at 375 px', async () => {
    // One signed-in page, resized as a window is: the back office is drawn in the browser, so a
    // second load at the narrow width would show nothing the resize does not.
    const page = await dashboardTab('leads');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      // Phones get a card per lead instead of the table.
      const leads = page.getByRole(width < 640 ? 'list' : 'table', { name: m.tableLabel });
      await leads.getByText('Emily Wong').waitFor();
      expect(await leads.getByRole('combobox', { name: m.statusFor('Emily Wong') }).isVisible()).toBe(true);
      expect(await axeViolations(page), `width ${width}`).toEqual([]);
    }
  });
});

describe('dashboard › Analytics', () => {
  const pageViews = (page: Page) => page.locator(`dl[aria-label="${analyticsMessages.totals}"] div:has(> dt:text-is("${analyticsMessages.pageViews}")) > dd`).first();

  it('counts a page view after a visit to the public profile /agents/sarahchen, and lists it in Recent Activity; changes the numbers with the period', async () => {
    const page = await dashboardTab('analytics');
    await page.getByRole('heading', { name: analyticsMessages.recentActivity }).waitFor();
    const before = Number(await pageViews(page).innerText());

    const visitor = await newPage(browser);
    const recorded = visitor.waitForResponse((res) => res.url().endsWith('/api/events/page-view') && res.request().method() === 'POST');
    await visitor.goto('/agents/sarahchen');
    expect((await recorded).status()).toBe(204);

    await page.reload();
    await page.getByRole('heading', { name: analyticsMessages.recentActivity }).waitFor();
    await eventually(async () => Number(await pageViews(page).innerText())).toBe(before + 1);
    const recent = page.getByRole('list', { name: analyticsMessages.recentActivity }).getByRole('listitem');
    expect(await recent.count()).toBeLessThanOrEqual(5);
    expect(await recent.first().innerText()).toContain(analyticsMessages.activity.pageView);
    expect(await recent.first().innerText()).toContain(analyticsMessages.ago.justNow);
    expect(await axeViolations(page)).toEqual([]);

    // The same loaded tab, the period changed.
    const allTime = Number(await pageViews(page).innerText());
    await page.getByRole('button', { name: analyticsMessages.periods['7d'] }).click();
    // The demo's views go back four weeks: the last 7 days hold fewer.
    await eventually(async () => Number(await pageViews(page).innerText())).toBeLessThan(allTime);
  });
});
