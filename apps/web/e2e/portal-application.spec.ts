// The borrower's application in the portal on a phone (issue 39 §3, §11; decisions 093–095): from the
// mailed link, the Applicants step refuses an empty last name beside the field, saves, and opens the
// next step; the Addresses step saves; leaving a changed form asks first; the file shows the progress
// and the documents asked for so far. One page load.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { unsavedMessages as u } from '@maple/shared/messages/unsaved';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { callApi, demoSession } from './support/content-api.ts';
import { outboxMailTo } from './support/outbox.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
const tag = randomUUID().slice(0, 8);
const email = `application-${tag}@example.com`;
const lastName = `Doe-${tag}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const agent = demoSession('agent@demo.maple.test');
  const lead = await callApi<{ id: string }>(agent, 'POST', '/api/me/leads', { clientName: `Jane ${lastName}`, clientEmail: email });
  expect(lead.status).toBe(201);
  expect((await callApi(agent, 'POST', `/api/me/leads/${lead.body.id}/files`, {})).status).toBe(201);
});
afterAll(() => browser.close());

describe('the borrower application', () => {
  it('fills and saves steps at 375 px: a refusal named on its field first, then the progress and the checklist on the file', async () => {
    await eventually(async () => (await outboxMailTo(email, 'portal-link')) !== undefined, { message: `no portal link mailed to ${email}` }).toBe(true);
    const link = new URL(/https?:\/\/\S+\/portal#[A-Za-z0-9_-]{43}/.exec((await outboxMailTo(email, 'portal-link'))!.text)![0]);
    const page = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(link.pathname + link.hash);

    // The card lists the steps, none saved; the checklist asks for nothing yet.
    await page.getByText(m.stepsSaved(0, 9)).waitFor();
    await page.getByText(m.checklistEmpty).waitFor();
    await page.getByRole('button', { name: m.startStep(t.applicants.title) }).click();

    // The Applicants step starts from the portal's name; an empty last name is refused beside it, focused.
    const f = t.applicants.fields;
    await page.getByRole('heading', { name: t.applicants.title, level: 1 }).waitFor();
    expect(await page.getByLabel(f.firstName, { exact: true }).inputValue()).toBe('Jane');
    const last = page.getByLabel(f.lastName, { exact: true });
    expect(await last.inputValue()).toBe(lastName);
    await last.fill('');
    await page.getByRole('button', { name: m.saveAndContinue }).click();
    await page.getByRole('alert').filter({ hasText: m.fixFields(6) }).waitFor();
    expect(await last.getAttribute('aria-invalid')).toBe('true');
    expect(await last.evaluate((input) => input === document.activeElement && document.getElementById(input.getAttribute('aria-describedby')!)?.textContent)).toBe(t.applicants.errors.lastName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);

    await last.fill(lastName);
    await page.getByLabel(f.dateOfBirth, { exact: true }).fill('1985-04-12');
    await page.getByLabel(f.maritalStatus, { exact: true }).selectOption('single');
    await page.getByLabel(f.email, { exact: true }).fill(email);
    await page.getByLabel(f.phone, { exact: true }).fill('613-555-0142');
    await page.getByLabel(f.residencyStatus, { exact: true }).selectOption('citizen');
    await page.getByRole('button', { name: m.saveAndContinue }).click();

    // Saved: the next step opens and says so.
    await page.getByRole('heading', { name: t.addresses.title, level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: m.stepSavedStatus(t.applicants.title) }).waitFor();
    const a = t.addresses.fields;
    await page.getByLabel(a.street, { exact: true }).fill('24 Sussex Dr');
    await page.getByLabel(a.city, { exact: true }).fill('Ottawa');
    await page.getByLabel(a.province, { exact: true }).selectOption('ON');
    await page.getByLabel(a.postalCode, { exact: true }).fill('k1m 1m4');
    await page.getByLabel(a.from, { exact: true }).fill('2015-06');
    await page.getByLabel(a.tenure, { exact: true }).selectOption('own');
    await page.getByRole('button', { name: m.saveAndContinue }).click();

    // Leaving a changed form asks in the page; keeping the edits keeps them, discarding leaves.
    await page.getByRole('heading', { name: t.employment.title, level: 1 }).waitFor();
    const kind = page.getByLabel(t.employment.fields.kind, { exact: true });
    await kind.selectOption('salaried');
    await page.getByRole('button', { name: m.back }).click();
    await page.getByRole('alert').filter({ hasText: u.title }).waitFor();
    await page.getByRole('button', { name: u.keepEditing }).click();
    expect(await kind.inputValue()).toBe('salaried');
    await page.getByRole('button', { name: m.back }).click();
    await page.getByRole('button', { name: u.discard }).click();

    // The file: two steps saved, the focus back on the step left, and the documents the saved steps ask for.
    await page.getByText(m.stepsSaved(2, 9)).waitFor();
    const employment = page.getByRole('button', { name: m.startStep(t.employment.title) });
    expect(await employment.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: m.editStep(t.addresses.title) }).waitFor();
    const checklist = page.getByRole('list', { name: t.documents.title });
    await checklist.getByText(t.documents.items.government_photo_id.label).waitFor();
    await checklist.getByText(t.documents.forApplicant(`Jane ${lastName}`)).waitFor();

    // Saved on the server, with the portal's id for the applicant and the postal code as the schema keeps it.
    const file = await page.evaluate(() => fetch('/api/portal/file').then((r) => r.json() as Promise<{ me: { id: string } }>));
    const saved = await page.evaluate(() => fetch('/api/portal/application').then((r) => r.json() as Promise<{ steps: Record<string, { applicants: Record<string, unknown>[] }> }>));
    expect(saved.steps.applicants!.applicants[0]).toMatchObject({ id: file.me.id, role: 'main', lastName });
    expect(saved.steps.addresses!.applicants[0]).toMatchObject({ applicantId: file.me.id, addresses: [expect.objectContaining({ postalCode: 'K1M 1M4' })] });
    expect(page.consoleErrors).toEqual([]);
  });
});
