import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookMessages as m } from '@maple/shared/messages/book';
import { leadManagementMessages as leads } from '@maple/shared/messages/lead-management';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, signedInPage, toast } from './support/browser.ts';
import { callApi, demoSession } from './support/content-api.ts';

let browser: Browser;
// A lead of the demo agent's own with a funded file, so a rerun or another spec's order does not matter.
const tag = randomUUID().slice(0, 8);
const client = `Funded Client ${tag}`;
const lender = `Lender ${tag}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const agent = demoSession('agent@demo.maple.test');
  const lead = await callApi<{ id: string }>(agent, 'POST', '/api/me/leads', { clientName: client, clientEmail: `funded-${tag}@example.com` });
  expect(lead.status).toBe(201);
  const file = await callApi<{ id: string }>(agent, 'POST', `/api/me/leads/${lead.body.id}/files`, {});
  expect(file.status).toBe(201);
  expect((await callApi(agent, 'POST', `/api/me/leads/${lead.body.id}/files/${file.body.id}/stage`, { stage: 'funded' })).status).toBe(200);
});
afterAll(() => browser.close());

describe('the book (issue 40 §3)', () => {
  it('records the funded mortgage from the drawer, refusing a maturity before funding, and finds it in the Book', async () => {
    const page = await signedInPage(browser, 'agent@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/agent-dashboard?tab=leads');
    await page.getByRole('button', { name: leads.viewFor(client) }).click();
    const drawer = page.getByRole('dialog', { name: client });
    await drawer.getByRole('button', { name: m.record }).click();
    const form = page.getByRole('dialog', { name: m.record });
    await form.getByLabel(m.lender).fill(lender);
    await form.getByLabel(m.amount).fill('485000');
    await form.getByLabel(m.rate).fill('4.69');
    await form.getByLabel(m.fundingDate).fill('2026-06-15');
    await form.getByLabel(m.maturityDate).fill('2026-06-01');
    await form.getByRole('button', { name: m.save }).click();
    await form.getByText(m.maturityBeforeFunding).waitFor();
    // The suggestion: funding + the 60-month term.
    await form.getByRole('button', { name: m.suggestMaturity('2031-06-15') }).click();
    await form.getByRole('button', { name: m.save }).click();
    await toast(page, m.saved).waitFor();
    await drawer.getByText(lender).waitFor();
    await drawer.getByText(m.consentNone).waitFor();

    // The Book view of the Leads tab, searched on the server.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: m.view }).click();
    await page.waitForURL(/view=book/);
    await page.getByRole('heading', { name: m.maturities }).waitFor();
    await page.getByRole('searchbox', { name: m.searchLabel, exact: true }).fill(lender);
    const table = page.getByRole('table', { name: m.title });
    const row = table.getByRole('row').filter({ hasText: client });
    await row.waitFor();
    expect(await row.innerText()).toContain('2031-06-15');

    // On a phone: the card; no axe violations.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('list', { name: m.title }).getByText(client).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });
});
