// The console's Privacy tab, end to end: a visitor signs up for the newsletter; the super admin
// records their erasure request, finds them with the search, erases them and reads what was done.
// An agent cannot open the tab.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@maple/shared/messages/auth';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { launchBrowser, signedInPage, toast, type TestPage } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
let page: TestPage;
const email = `erase.me.${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
  await page.goto('/super-admin');
});
afterAll(() => browser.close());

async function openTab(target: TestPage) {
  await target.goto('/super-admin?tab=privacy');
}

describe('the Privacy tab', () => {
  it('records an erasure request, finds the person, erases them and shows what was done', async () => {
    // A contact form's lead: a newsletter sign-up is no lead until confirmed (decision 058).
    const signedUp = await page.evaluate(
      async (address) => (await fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'contact', firstName: 'Erase', lastName: 'Me', email: address, phone: '416-555-0188', comments: 'Please call', consent: true }) })).status,
      email,
    );
    expect(signedUp).toBe(201);

    await openTab(page);
    await eventually(() => page.getByRole('heading', { level: 1, name: m.tab }).isVisible()).toBe(true);
    await page.getByRole('button', { name: m.newRequest }).click();
    const dialog = page.getByRole('dialog', { name: m.newRequestTitle });
    await dialog.getByLabel(m.kind).selectOption('erasure');
    await dialog.getByLabel(m.email).fill(email);
    await dialog.getByRole('button', { name: m.newRequest }).click();
    await eventually(() => toast(page, m.recorded).isVisible()).toBe(true);
    const row = page.getByRole('list', { name: m.requestsLabel }).getByRole('listitem').filter({ hasText: email });
    await eventually(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain(m.statuses.open);

    await page.getByRole('searchbox', { name: m.searchLabel }).fill(email);
    await page.getByRole('button', { name: m.searchButton }).click();
    const matches = page.getByRole('list', { name: m.searchLabel });
    await eventually(() => matches.getByText(m.matchKinds.lead!, { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `${m.open}: ${email}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await detail.getByRole('button', { name: m.erase }).click();
    const confirm = page.getByRole('alertdialog', { name: m.confirmEraseTitle });
    await confirm.getByRole('button', { name: m.erase }).click();
    await eventually(() => toast(page, m.erased).isVisible()).toBe(true);
    const result = detail.getByRole('region', { name: m.erasureResult });
    await eventually(() => result.isVisible()).toBe(true);
    expect(await result.textContent()).toContain(m.erasedKinds.leads);
    expect(await axeViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: m.close }).first().click();

    // The request no longer shows the address; the search finds nothing.
    await eventually(() => page.getByRole('list', { name: m.requestsLabel }).getByText(email).count()).toBe(0);
    await page.getByRole('button', { name: m.searchButton }).click();
    await eventually(() => page.getByText(m.noMatches).isVisible()).toBe(true);
  });

  it('is not open to an agent', async () => {
    const agent = await signedInPage(browser, 'agent@demo.maple.test');
    await openTab(agent);
    await agent.waitForURL((url) => url.pathname === '/');
    await eventually(() => toast(agent, authMessages.accessDenied).isVisible()).toBe(true);
    expect(await agent.getByRole('heading', { name: m.tab }).count()).toBe(0);
    const status = await agent.evaluate(async () => (await fetch('/api/admin/privacy/requests')).status);
    expect(status).toBe(403);
  });
});
