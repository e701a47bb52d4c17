// The Account area's sessions and the console's Activity view, end to end, on an agent this spec
// creates (ending sessions must never touch the demo accounts the other specs share): the agent
// signs in from two browsers, ends the second from /account in the first, and the second is sent
// to sign-in on its next navigation; the console's Activity tab shows the sign-ins and the ended
// session. Screenshots at 375 and 1280 px go to /tmp/e2e-shots/account-sessions/.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages } from '@maple/shared/messages/audit';
import { sessionsMessages as m } from '@maple/shared/messages/sessions';
import { signInAdmin } from './support/admin-api.ts';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newPage, signedInPage, toast, type TestPage } from './support/browser.ts';
import { navigateInApp } from './support/in-app-navigation.ts';
import { callApi } from './support/content-api.ts';
import { eventually } from './support/poll.ts';

const shots = '/tmp/e2e-shots/account-sessions';
const run = randomUUID().slice(0, 8);
const agent = { email: `sessions-${run}@example.com`, password: `Sessions-${run}-Password`, fullName: `Sessions Agent ${run}` };
// The second browser says it is Safari on an iPhone, so the list tells the two apart.
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let browser: Browser;
let adminCookie: string;
let agentId: string;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  adminCookie = await signInAdmin();
  const created = await callApi<{ id: string }>(adminCookie, 'POST', '/api/admin/agents', agent);
  expect(created.status).toBe(201);
  agentId = created.body.id;
});
afterAll(async () => {
  if (agentId) await callApi(adminCookie, 'DELETE', `/api/admin/agents/${agentId}`);
  await browser.close();
});

/**
 * Signs the agent in from this browser, through the API the sign-in form calls: the request carries
 * the browser's own user agent and address and leaves its session cookie in the browser (the form
 * itself is sign-in.spec's). A same-origin page without the app (/healthz) is enough to call it from.
 */
async function signInAgent(page: TestPage) {
  await page.goto('/healthz');
  const status = await page.evaluate(
    async (body) => (await fetch('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email: agent.email, password: agent.password },
  );
  expect(status).toBe(200);
}

describe('sessions in the Account area', () => {
  let first: TestPage;
  let second: TestPage;
  /** The super admin's page of the Activity test, reused by the next. */
  let consolePage: TestPage | undefined;

  it('lists both browsers, marks this one, and ends the other; the other is sent to sign-in on its next page', async () => {
    first = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    second = await newPage(browser, { viewport: { width: 375, height: 812 }, userAgent: iphone, isMobile: true, hasTouch: true });
    await Promise.all([signInAgent(first), signInAgent(second)]);

    await first.goto('/account');
    const list = first.getByRole('list', { name: m.listLabel });
    await eventually(() => list.getByRole('listitem').count()).toBe(2);
    const here = list.getByRole('listitem').filter({ hasText: m.thisDevice });
    expect(await here.count()).toBe(1);
    expect(await here.getByRole('button').count()).toBe(0);
    const phone = list.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    expect(await phone.count()).toBe(1);
    expect(await phone.getByText('127.0.0.1').count()).toBe(1);
    await first.screenshot({ path: `${shots}/account-1280.png`, fullPage: true });
    expect(await axeViolations(first, 'main')).toEqual([]);

    // The phone's own view of the same list, at 375 px: it is "This device" there.
    await second.goto('/account');
    const phoneList = second.getByRole('list', { name: m.listLabel });
    await eventually(() => phoneList.getByRole('listitem').filter({ hasText: m.thisDevice }).filter({ hasText: 'Safari on iOS' }).count()).toBe(1);
    await second.screenshot({ path: `${shots}/account-375.png`, fullPage: true });
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await phone.getByRole('button', { name: m.endLabel('Safari on iOS') }).click();
    await eventually(() => toast(first, m.ended).isVisible()).toBe(true);
    await eventually(() => list.getByRole('listitem').count()).toBe(1);
    await eventually(() => first.getByText(m.onlyThisDevice).isVisible()).toBe(true);
    // Focus stays in the section, on the list, not lost with the removed row.
    expect(await first.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(m.listLabel);

    await second.goto('/agent-dashboard');
    await second.waitForURL('**/auth');
    // The first browser goes on.
    await first.goto('/account');
    await eventually(() => first.getByRole('list', { name: m.listLabel }).getByRole('listitem').count()).toBe(1);

    // Its own activity: both sign-ins and the ended session, in words.
    const activity = first.getByRole('list', { name: auditMessages.listLabel });
    await eventually(() => activity.getByRole('listitem').filter({ hasText: auditMessages.kinds.sign_in_succeeded }).count()).toBe(2);
    expect(await activity.getByRole('listitem').filter({ hasText: auditMessages.kinds.session_ended }).filter({ hasText: 'On Safari on iOS' }).count()).toBe(1);
    expect(first.consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it("shows the agent's sign-ins in the console's Activity tab, filtered by user and kind, at 1280 and 375 px", async () => {
    const admin = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await admin.goto('/super-admin?tab=activity');
    await eventually(() => admin.getByRole('heading', { level: 1, name: auditMessages.tab }).isVisible()).toBe(true);
    await eventually(() => admin.getByRole('combobox', { name: auditMessages.userFilter }).locator('option').filter({ hasText: agent.email }).count()).toBe(1);
    await admin.getByRole('combobox', { name: auditMessages.userFilter }).selectOption({ label: `${agent.fullName} (${agent.email})` });
    await admin.getByRole('combobox', { name: auditMessages.kindFilter }).selectOption({ label: auditMessages.kinds.sign_in_succeeded });
    await eventually(() => new URL(admin.url()).searchParams.get('kind')).toBe('sign_in_succeeded');
    const table = admin.getByRole('table', { name: auditMessages.listLabel });
    await eventually(() => table.getByRole('row').filter({ hasText: agent.email }).count()).toBe(2);
    expect(await table.getByRole('row').filter({ hasText: 'Safari on iOS' }).count()).toBe(1);
    await admin.screenshot({ path: `${shots}/activity-1280.png`, fullPage: true });
    expect(await axeViolations(admin, 'main')).toEqual([]);
    const url = new URL(admin.url());
    // The ended session, with which browser it was, in the details.
    await admin.getByRole('combobox', { name: auditMessages.kindFilter }).selectOption({ label: auditMessages.kinds.session_ended });
    await eventually(() => table.getByRole('row').filter({ hasText: 'On Safari on iOS' }).count()).toBe(1);

    // The filters live in the URL: the same link, loaded afresh on a phone-sized window, shows the same events, as cards.
    const phone = admin;
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(`${url.pathname}${url.search}`);
    const cards = phone.getByRole('list', { name: auditMessages.listLabel });
    await eventually(() => cards.getByRole('listitem').filter({ hasText: auditMessages.kinds.sign_in_succeeded }).count()).toBe(2);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: `${shots}/activity-375.png`, fullPage: true });
    expect(phone.consoleErrors).toEqual([]);
    consolePage = admin;
  });

  it("sends the super admin from their Account area to the console's Activity, filtered to them", async () => {
    // The previous test's console page, when there is one, goes to the Account area in place.
    let admin = consolePage;
    if (admin) {
      await admin.setViewportSize({ width: 1280, height: 900 });
      await navigateInApp(admin, '/account');
    } else {
      admin = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
      await admin.goto('/account');
    }
    await admin.getByRole('link', { name: auditMessages.openMyActivity }).click();
    await admin.waitForURL('**/super-admin?*');
    const url = new URL(admin.url());
    expect(url.searchParams.get('tab')).toBe('activity');
    await eventually(() => admin.getByRole('combobox', { name: auditMessages.userFilter }).inputValue()).toBe(url.searchParams.get('user'));
    await eventually(() => admin.getByRole('table', { name: auditMessages.listLabel }).getByRole('row').filter({ hasText: 'admin@demo.maple.test' }).count()).toBeGreaterThan(0);
    await admin.screenshot({ path: `${shots}/admin-activity-1280.png`, fullPage: true });
    expect(admin.consoleErrors).toEqual([]);
  });
});
