import { dealPackageMessages as dealPackage } from '@maple/shared/messages/deal-package';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStepsMessages as steps } from '@maple/shared/messages/application-steps';
import { applicationSummaryMessages as summary } from '@maple/shared/messages/application-summary';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { leadManagementMessages as leads } from '@maple/shared/messages/lead-management';
import { mortgageFilesMessages as m } from '@maple/shared/messages/mortgage-files';
import { pagingMessages } from '@maple/shared/messages/paging';
import { portalMessages as portal } from '@maple/shared/messages/portal';
import { axeViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, signedInPage, toast, type TestPage } from './support/browser.ts';
import { signInAdmin } from './support/admin-api.ts';
import { callApi, demoSession } from './support/content-api.ts';
import { outboxMails, outboxMailTo } from './support/outbox.ts';
import { eventually } from './support/poll.ts';
import { navigateInApp } from './support/in-app-navigation.ts';

let browser: Browser;
// A lead of the demo agent's own, so a rerun or another spec's order does not matter.
const tag = randomUUID().slice(0, 8);
const client = `Mortgage File ${tag}`;
const note = 'Pay stubs and the notice of assessment received.';
// A second lead whose borrower has filled the application in the portal, with a co-applicant.
const borrower = { name: `Amira Haddad ${tag}`, email: `application-${tag}@example.com` };
const coApplicant = { name: `Omar Haddad ${tag}`, email: `co-application-${tag}@example.com` };

beforeAll(async () => {
  browser = await launchBrowser();
  const agent = demoSession('agent@demo.maple.test');
  expect((await callApi(agent, 'POST', '/api/me/leads', { clientName: client, clientEmail: 'mortgage.file@example.com' })).status).toBe(201);
  await fileWithApplication(agent);
});
afterAll(() => browser.close());

/**
 * The borrower's side through the API, as the portal's pages call it: the agent starts the file, the
 * mailed link opens a portal session, the main applicant invites a co-applicant and saves every step.
 * $600,000 with $20,000 down leaves less than the $35,000 minimum, and $60,000 a year does not carry
 * $580,000: the summary has breaches to mark.
 */
async function fileWithApplication(agent: string) {
  const lead = await callApi<{ id: string }>(agent, 'POST', '/api/me/leads', { clientName: borrower.name, clientEmail: borrower.email });
  expect(lead.status).toBe(201);
  expect((await callApi(agent, 'POST', `/api/me/leads/${lead.body.id}/files`, {})).status).toBe(201);
  // The job queue writes the mail a moment later (expect.poll is for tests, not hooks).
  let mail = await outboxMailTo(borrower.email, 'portal-link');
  for (let tries = 0; !mail && tries < 400; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    mail = await outboxMailTo(borrower.email, 'portal-link');
  }
  expect(mail, `no portal link mailed to ${borrower.email}`).toBeDefined();
  const token = /\/portal#([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
  const entered = await fetch(`${baseUrl()}/api/portal/session`, { method: 'POST', headers: { origin: baseUrl(), 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  expect(entered.status).toBe(200);
  const session = entered.headers.getSetCookie().find((cookie) => cookie.includes('maple_portal='))!.split(';')[0]!;
  expect((await callApi(session, 'POST', '/api/portal/co-applicants', coApplicant)).status).toBe(201);
  const file = await callApi<{ me: { id: string }; applicants: { id: string; name: string }[] }>(session, 'GET', '/api/portal/file');
  const main = file.body.me.id;
  const co = file.body.applicants.find((applicant) => applicant.name === coApplicant.name)!.id;
  const person = (id: string, role: string, firstName: string, email: string) => ({
    id,
    role,
    firstName,
    lastName: `Haddad ${tag}`,
    dateOfBirth: '1986-06-15',
    maritalStatus: 'married',
    dependants: 1,
    email,
    phone: '613-555-0199',
    residencyStatus: 'citizen',
  });
  const home = { street: '88 Bank Street', city: 'Ottawa', province: 'ON', postalCode: 'K1P 5N2', from: '2015-01', tenure: 'rent' };
  const closingDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const application = {
    applicants: { applicants: [person(main, 'main', 'Amira', borrower.email), person(co, 'co_applicant', 'Omar', coApplicant.email)] },
    addresses: { applicants: [{ applicantId: main, addresses: [home] }, { applicantId: co, addresses: [home] }] },
    employment: {
      applicants: [
        { applicantId: main, jobs: [{ kind: 'salaried', employer: 'Shopify', position: 'Analyst', startDate: '2015-01-05', annualSalary: 60_000 }] },
        { applicantId: co, jobs: [{ kind: 'other', description: 'Parental leave', startDate: '2015-01-05', annualAmount: 0 }] },
      ],
    },
    other_income: { incomes: [] },
    assets: { assets: [{ kind: 'savings', value: 20_000 }] },
    liabilities: { liabilities: [{ kind: 'car_loan', balance: 9_000, monthlyPayment: 300, paidOutOnClosing: false }] },
    property: {
      purpose: 'purchase',
      address: { street: '40 Rideau Street', city: 'Ottawa', province: 'ON', postalCode: 'K1N 5W8' },
      price: 600_000,
      occupancy: 'owner_occupied',
      propertyType: 'detached',
      propertyTax: 4_800,
      heating: 120,
      newBuild: false,
      firstTimeBuyer: true,
    },
    down_payment: { sources: [{ kind: 'savings', amount: 20_000 }] },
    mortgage: { amount: 580_000, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate },
  };
  for (const [step, body] of Object.entries(application)) {
    const saved = await callApi(session, 'PUT', `/api/portal/application/${step}`, body);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
}

/** The demo agent's dashboard: loaded by the first test, reopened on its Leads tab in place by the second. */
let agentPage: TestPage | undefined;

/** A message with one argument, matched whatever the argument (a date in this run's day). */
const withAnyArgument = (message: (arg: string) => string) => new RegExp(message('\u0000').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\u0000', '.+'));

describe('mortgage files (issue 39 §1, §8)', () => {
  it('starts an application from the lead drawer, moves it with a note, and finds it in the files list by stage', async () => {
    const page = (agentPage = await signedInPage(browser, 'agent@demo.maple.test', { viewport: { width: 1280, height: 900 } }));
    await page.goto('/agent-dashboard?tab=leads');
    await page.getByRole('button', { name: leads.viewFor(client) }).click();
    const drawer = page.getByRole('dialog', { name: client });
    await drawer.getByText(m.none).waitFor();
    await drawer.getByRole('button', { name: m.start }).click();
    await toast(page, m.started).waitFor();
    // The button is gone: focus went on to the new file's "Move to".
    await eventually(() => drawer.getByLabel(m.moveTo).evaluate((el) => el === document.activeElement)).toBe(true);

    // The open file: its stage, a move with a note, the timeline and the lead's trail.
    await drawer.getByLabel(m.moveTo).selectOption('in_review');
    await drawer.getByLabel(m.note).fill(note);
    await drawer.getByRole('button', { name: m.move, exact: true }).click();
    await toast(page, m.moved).waitFor();
    const timeline = drawer.getByRole('list', { name: withAnyArgument(m.timelineOf) });
    await timeline.getByText(note).waitFor();
    expect(await timeline.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(m.stages.started), expect.stringMatching(new RegExp(`${m.stages.in_review}[\\s\\S]*Sarah Chen`))]);
    // The move's select offers every stage but the current one.
    expect(await drawer.getByLabel(m.moveTo).locator('option[value="in_review"]').count()).toBe(0);
    await drawer.getByRole('list', { name: leads.activity.label }).getByText(leads.activity.fileStageChanged(m.stages.started, m.stages.in_review)).waitFor();
    await drawer.getByRole('list', { name: leads.activity.label }).getByText(leads.activity.fileStarted).waitFor();

    // The files list, a view of the Leads tab, filtered by stage and searched by name, in the URL.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: m.views.files }).click();
    await page.waitForURL(/view=files/);
    await page.getByLabel(m.list.stageFilter, { exact: true }).selectOption('in_review');
    await page.waitForURL(/stage=in_review/);
    await page.getByRole('searchbox', { name: m.list.search, exact: true }).fill(client);
    const table = page.getByRole('table', { name: m.list.label });
    await eventually(() => table.getByRole('row').filter({ hasText: client }).innerText()).toContain(m.daysInStage(0));
    expect(await table.getByRole('row').filter({ hasText: client }).innerText()).toContain(m.stages.in_review);
    await page.getByLabel(m.list.stageFilter, { exact: true }).selectOption('submitted');
    // Nothing in that stage by this name: the paged lists' "Nothing matches" state.
    await page.getByText(fillMessage(pagingMessages.noMatches, { q: client })).waitFor();
    await page.getByLabel(m.list.stageFilter, { exact: true }).selectOption('in_review');

    // On a phone: the cards, and the row's lead drawer with the file; no axe violations in either.
    await page.setViewportSize({ width: 375, height: 800 });
    const cards = page.getByRole('list', { name: m.list.label });
    await cards.getByText(client).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await cards.getByRole('button', { name: m.list.openLeadOf(client) }).click();
    await drawer.getByText(m.current).waitFor();
    expect(await drawer.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it("reads the borrower's saved steps and the summary with its breaches on a phone, sends a link and revokes a co-applicant (issue 39 §4, §11)", async () => {
    // The first test's page, left at 375 px with a drawer open: closed, and the Leads tab opened as its link does.
    let page = agentPage;
    if (page) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 375, height: 800 });
      await navigateInApp(page, '/agent-dashboard?tab=leads');
    } else {
      page = await signedInPage(browser, 'agent@demo.maple.test', { viewport: { width: 375, height: 800 } });
      await page.goto('/agent-dashboard?tab=leads');
    }
    await page.getByRole('button', { name: leads.viewFor(borrower.name) }).click();
    const drawer = page.getByRole('dialog', { name: borrower.name });

    // Every step of a purchase saved, each closed until opened.
    await drawer.getByText(m.application.stepsSaved(9, 9)).waitFor();
    const stepList = drawer.getByRole('list', { name: m.application.stepsLabel });
    expect(await stepList.getByRole('listitem').count()).toBe(9);
    await stepList.locator('summary', { hasText: steps.employment.title }).click();
    await stepList.getByText(`Amira Haddad ${tag} · ${steps.employment.kinds.salaried}`).waitFor();
    expect(await stepList.locator('dd', { hasText: '$60,000' }).count()).toBeGreaterThan(0);

    // The summary at the rate the agent types: the down payment below the minimum, marked in words.
    const rate = drawer.getByLabel(summary.figures.contractRate, { exact: true });
    // By default, today's best 5-year fixed rate of the property's province.
    await eventually(() => rate.inputValue()).not.toBe('');
    await rate.fill('5.5');
    await drawer.locator('dd').filter({ hasText: /^5\.5%$/ }).waitFor();
    await drawer.getByRole('heading', { name: summary.breachesTitle }).waitFor();
    await drawer.getByText(summary.breaches.downPayment).waitFor();
    expect(await drawer.locator('dd', { hasText: summary.marks.atLeast }).innerText()).toContain('$20,000');
    expect(await drawer.locator('dd', { hasText: summary.marks.atMost }).count()).toBeGreaterThan(0);
    await rate.fill('5.5555');
    await drawer.getByText(fillMessage(summary.contractRateInvalid, { max: '30%' })).waitFor();
    await rate.fill('5.5');

    // Portal access: a new link for the main applicant, the co-applicant revoked after the question.
    const access = drawer.getByRole('list', { name: portal.accessSection });
    const mailsBefore = (await outboxMails((name) => name.includes('-portal-link-'))).filter((mail) => mail.headers.to === borrower.email).length;
    await access.getByRole('button', { name: portal.sendNewLinkTo(borrower.name) }).click();
    await toast(page, portal.linkSent).waitFor();
    await eventually(async () => (await outboxMails((name) => name.includes('-portal-link-'))).filter((mail) => mail.headers.to === borrower.email).length).toBe(mailsBefore + 1);
    await access.getByRole('button', { name: portal.revokeFor(coApplicant.name) }).click();
    const question = page.getByRole('alertdialog', { name: portal.revoke });
    await question.getByText(portal.revokeConfirm(coApplicant.name)).waitFor();
    await question.getByRole('button', { name: portal.revoke }).click();
    await toast(page, portal.revoked).waitFor();
    const revoked = access.getByRole('listitem').filter({ hasText: coApplicant.name });
    await revoked.getByText(withAnyArgument(portal.revokedOn)).waitFor();
    expect(await revoked.getByRole('button').count()).toBe(0);
    // Focus went to the person's entry, its button gone.
    await eventually(() => revoked.evaluate((el) => el === document.activeElement)).toBe(true);

    // The deal package: the application as a PDF the drawer links to (decision 100).
    const pdfLink = drawer.getByRole('link', { name: dealPackage.download.pdf });
    const pdf = await page.request.get(await pdfLink.getAttribute('href') ?? '');
    expect([pdf.status(), pdf.headers()['content-type'], (await pdf.body()).subarray(0, 5).toString('latin1')]).toEqual([200, 'application/pdf', '%PDF-']);
    await drawer.getByRole('link', { name: dealPackage.download.zip }).waitFor();

    expect(await drawer.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(375);
    expect(await drawer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it("lists every agent's files in the console, by agent", async () => {
    const files = await callApi<{ items: { clientName: string; agentId: string }[] }>(await signInAdmin(), 'GET', `/api/admin/files?q=${encodeURIComponent(client)}`);
    const agentId = files.body.items.find((file) => file.clientName === client)?.agentId;
    expect(agentId).toBeTruthy();
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto(`/super-admin?tab=leads&view=files&agent=${agentId}&q=${encodeURIComponent(client)}`);
    const row = page.getByRole('table', { name: m.list.label }).getByRole('row').filter({ hasText: client });
    await eventually(() => row.innerText()).toContain('Sarah Chen');
    expect(await page.getByRole('button', { name: m.views.files }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel(m.list.agentFilter, { exact: true }).inputValue()).toBe(agentId);
    expect(page.consoleErrors).toEqual([]);
  });
});
