// Two-factor sign-in end to end (issue 20), on an agent this spec creates (turning two-factor on
// must never touch the demo accounts the other specs share): enrolment from /account (the key read
// from the page, a code computed here as an authenticator app would), the ten recovery codes shown
// once and downloaded, then sign-out and sign-in with a code, and with a recovery code, which
// works once. Then, on an app of its own whose settings require two-factor for staff, an agent
// without it is sent to enrolment after the password and reaches their dashboard only once it is
// done. Screenshots at 375 and 1280 px go to /tmp/e2e-shots/two-factor/.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellMessages } from '@maple/shared/messages/shell';
import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import { signInAdmin } from './support/admin-api.ts';
import { axeViolations } from './support/axe.ts';
import { downloadedBytes, launchBrowser, newPage, signedInPage, signInThroughForm, toast, type TestPage } from './support/browser.ts';
import { callApi, signInAs } from './support/content-api.ts';
import { eventually } from './support/poll.ts';
import { stopApp, type AppProcess } from './support/app-process.ts';
import { startAppRequiringTwoFactor } from './support/app-requiring-two-factor.ts';
import { totpCode } from '@maple/db/test-totp';

const shots = '/tmp/e2e-shots/two-factor';
const run = randomUUID().slice(0, 8);
const agent = { email: `two-factor-${run}@example.com`, password: `TwoFactor-${run}-Password`, fullName: `Two Factor ${run}` };

const staff = { email: `required-${run}@example.com`, password: `Required-${run}-Password`, name: `Required Agent ${run}` };

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

/** The password step of /auth; with two-factor on, the code step follows on the same page. */
async function passwordStep(page: TestPage) {
  await signInThroughForm(page, agent.email, agent.password);
}

/** The key as the page shows it, in groups of four: what a person would type into the app. */
async function keyOnPage(page: TestPage): Promise<string> {
  const text = await page.getByLabel(m.secretLabel, { exact: true }).textContent();
  return (text ?? '').replace(/\s/g, '');
}

describe('two-factor sign-in', () => {
  let key = '';
  let codes: string[] = [];

  // The enrolment tests start signed in (an API sign-in of the agent, no two-factor yet); the tests
  // after them, and sign-in.spec, are about the form.
  it('shows the enrolment at 375 px without sideways scrolling', async () => {
    const phone = await signedInPage(browser, { cookie: await signInAs(agent.email, agent.password) }, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await phone.goto('/account');
    await phone.getByRole('button', { name: m.start }).click();
    await phone.getByLabel(m.passwordLabel).fill(agent.password);
    await phone.getByRole('button', { name: m.continue }).click();
    await eventually(() => phone.getByRole('img', { name: m.qrLabel }).isVisible()).toBe(true);
    expect(await keyOnPage(phone)).toMatch(/^[A-Z2-7]{32,}$/);
    await phone.screenshot({ path: `${shots}/enrol-375.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Left unconfirmed: nothing changes at sign-in, and starting again (below) replaces the key.
    await phone.getByRole('button', { name: m.cancel }).click();
    await eventually(() => phone.getByRole('button', { name: m.start }).isVisible()).toBe(true);
    await phone.context().close();
  });

  it('enrols from /account: password, QR code and key, a code from the app, then ten recovery codes shown once and downloadable', async () => {
    const page = await signedInPage(browser, { cookie: await signInAs(agent.email, agent.password) }, { viewport: { width: 1280, height: 900 } });
    await page.goto('/account');
    const section = page.getByRole('region', { name: m.title });
    await eventually(() => section.getByText(m.statusOff, { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: m.start }).click();

    // A wrong password is said on its field, which keeps focus.
    await page.getByLabel(m.passwordLabel).fill('not-the-password');
    await page.getByRole('button', { name: m.continue }).click();
    await eventually(() => page.getByText(m.wrongPassword).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
    await page.getByLabel(m.passwordLabel).fill(agent.password);
    await page.getByRole('button', { name: m.continue }).click();

    const qr = page.getByRole('img', { name: m.qrLabel });
    await eventually(() => qr.isVisible()).toBe(true);
    // Drawn on our page: an inline SVG, no image fetched from anywhere.
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    key = await keyOnPage(page);
    await page.screenshot({ path: `${shots}/enrol-1280.png`, fullPage: true });
    expect(await axeViolations(page, 'main')).toEqual([]);

    await page.getByLabel(m.confirmLabel).fill(totpCode(key, Date.now()));
    await page.getByRole('button', { name: m.confirm }).click();
    const list = page.getByRole('list', { name: m.codesListLabel });
    await eventually(() => list.getByRole('listitem').count()).toBe(10);
    codes = await list.getByRole('listitem').allTextContents();
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await eventually(() => toast(page, m.enabled).isVisible()).toBe(true);
    await eventually(() => section.getByText(m.statusOn, { exact: true }).isVisible()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: m.download }).click()]);
    expect(download.suggestedFilename()).toBe(m.codesFileName);
    const file = (await downloadedBytes(download)).toString('utf8');
    expect(file).toContain(agent.email);
    for (const code of codes) expect(file).toContain(code);
    await page.screenshot({ path: `${shots}/codes-1280.png`, fullPage: true });
    expect(await axeViolations(page, 'main')).toEqual([]);

    // Shown once: after "saved", the page has no codes any more, even after a reload.
    await page.getByRole('button', { name: m.codesSaved }).click();
    await eventually(() => list.count()).toBe(0);
    await page.reload();
    await eventually(() => page.getByRole('button', { name: m.disable }).isVisible()).toBe(true);
    expect(await page.getByText(codes[0]!).count()).toBe(0);
    await page.context().close();
  });

  it('asks for a code after the password, and signs in with the one the app shows', async () => {
    const phone = await newPage(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await passwordStep(phone);
    const codeField = phone.getByLabel(m.challengeCodeLabel);
    await eventually(() => codeField.isVisible()).toBe(true);
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await phone.screenshot({ path: `${shots}/challenge-375.png`, fullPage: true });
    expect(await axeViolations(phone)).toEqual([]);
    // No session yet: the dashboard sends the person back to sign-in.
    expect((await phone.context().cookies()).some((c) => c.name.endsWith('session_token'))).toBe(false);

    await codeField.fill(totpCode(key, Date.now() - 120_000));
    await phone.getByRole('button', { name: m.verify }).click();
    await eventually(() => phone.getByText(m.wrongCode).isVisible()).toBe(true);
    // The next step's code (the app shows it within 30 seconds): the current step's may be the one
    // that confirmed the enrolment, and a code is accepted once.
    await codeField.fill(totpCode(key, Date.now(), 1));
    await phone.getByRole('button', { name: m.verify }).click();
    await phone.waitForURL('**/agent-dashboard');
    await phone.getByRole('button', { name: shellMessages.logout }).click();
    await phone.waitForURL('**/auth');
    await phone.context().close();
  });

  it('signs in with a recovery code instead, once: the same code is refused the next time', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await passwordStep(page);
    await page.getByRole('button', { name: m.useRecoveryCode }).click();
    const field = page.getByLabel(m.challengeRecoveryLabel);
    await field.fill(codes[0]!.toUpperCase());
    await page.screenshot({ path: `${shots}/recovery-1280.png`, fullPage: true });
    await page.getByRole('button', { name: m.verify }).click();
    await page.waitForURL('**/agent-dashboard');
    await page.getByRole('button', { name: shellMessages.logout }).click();
    await page.waitForURL('**/auth');

    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill(agent.email);
    await page.getByLabel('Password').fill(agent.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: m.useRecoveryCode }).click();
    await field.fill(codes[0]!);
    await page.getByRole('button', { name: m.verify }).click();
    await eventually(() => page.getByText(m.wrongRecoveryCode).isVisible()).toBe(true);
    await field.fill(codes[1]!);
    await page.getByRole('button', { name: m.verify }).click();
    await page.waitForURL('**/agent-dashboard');
    // The refused code (400) and the signed-out page asking who is signed in (401) log their answers; nothing else may.
    expect(page.consoleErrors.filter((e) => !/^Failed to load resource: the server responded with a status of 40[01]/.test(e))).toEqual([]);
    await page.context().close();
  });
});

describe('when the brokerage requires two-factor for staff', () => {
  let app: AppProcess;
  beforeAll(async () => {
    app = await startAppRequiringTwoFactor(staff);
  });
  afterAll(async () => {
    if (app) await stopApp(app);
  });

  it('sends an agent without it to enrolment after the password, and to the dashboard only once it is set up', async () => {
    const phone = await newPage(browser, { baseURL: app.url, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await signInThroughForm(phone, staff.email, staff.password);
    await phone.waitForURL('**/account');
    await eventually(() => phone.getByRole('heading', { name: m.requiredTitle }).isVisible()).toBe(true);
    // The password form straight away; nothing else on the page, and no way around it.
    expect(await phone.getByRole('heading', { level: 2 }).count()).toBe(1);
    expect(await phone.getByRole('link', { name: /Back to/ }).count()).toBe(0);
    await phone.screenshot({ path: `${shots}/required-375.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(phone, 'main')).toEqual([]);
    await phone.goto('/agent-dashboard');
    await phone.waitForURL('**/account');
    await phone.context().close();

    const page = await newPage(browser, { baseURL: app.url, viewport: { width: 1280, height: 900 } });
    await signInThroughForm(page, staff.email, staff.password);
    await page.waitForURL('**/account');
    await page.getByLabel(m.passwordLabel).fill(staff.password);
    await page.getByRole('button', { name: m.continue }).click();
    await eventually(() => page.getByRole('img', { name: m.qrLabel }).isVisible()).toBe(true);
    await page.screenshot({ path: `${shots}/required-1280.png`, fullPage: true });
    await page.getByLabel(m.confirmLabel).fill(totpCode(await keyOnPage(page), Date.now()));
    await page.getByRole('button', { name: m.confirm }).click();
    await eventually(() => page.getByRole('list', { name: m.codesListLabel }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: m.codesSaved }).click();
    await page.waitForURL('**/agent-dashboard');
    await eventually(() => page.getByRole('tablist', { name: 'Dashboard sections' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
