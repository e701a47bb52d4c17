// The borrower's application in the portal on a phone (issue 39 §3, §7, §11; decisions 093–095, 098):
// from the mailed link, the Applicants step refuses an empty last name beside the field, saves, and
// opens the next step; the Addresses step saves; leaving a changed form asks first (the screen's Back
// and the phone's alike), and the phone's Back returns from a step to the file; the file shows the
// progress and the documents asked for so far. Then, for a complete application, the review refuses
// a signature without its boxes, signs, submits, and the steps are read only. One page load each.
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { fileDocumentsMessages as d } from '@maple/shared/messages/file-documents';
import { fileStagesMessages as stages } from '@maple/shared/messages/file-stages';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { portalConsentMessages as c } from '@maple/shared/messages/portal-consent';
import { unsavedMessages as u } from '@maple/shared/messages/unsaved';
import type { SubmissionState } from '@maple/shared/schemas/portal-consent';
import { axeViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { callApi, demoSession } from './support/content-api.ts';
import { outboxMailTo } from './support/outbox.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
const tag = randomUUID().slice(0, 8);
const email = `application-${tag}@example.com`;
const lastName = `Doe-${tag}`;
const signerEmail = `submit-${tag}@example.com`;
const signerName = `Priya Nair-${tag}`;
const agent = demoSession('agent@demo.maple.test');
const leadIds: string[] = [];
/** A one-page PDF, small and valid: what a phone's scan would send, in 300 bytes. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  browser = await launchBrowser();
  for (const [clientName, clientEmail] of [
    [`Jane ${lastName}`, email],
    [signerName, signerEmail],
  ]) {
    const lead = await callApi<{ id: string }>(agent, 'POST', '/api/me/leads', { clientName, clientEmail });
    expect(lead.status).toBe(201);
    leadIds.push(lead.body.id);
    expect((await callApi(agent, 'POST', `/api/me/leads/${lead.body.id}/files`, {})).status).toBe(201);
  }
});

/** Every step of a purchase for one applicant, the portal applicant `id` (as in submission.test.ts), closing in four months. */
const purchase = (id: string) => ({
  applicants: { applicants: [{ id, role: 'main', firstName: 'Priya', middleName: '', lastName: `Nair-${tag}`, dateOfBirth: '1991-06-02', maritalStatus: 'single', dependants: 0, email: signerEmail, phone: '613-555-0142', residencyStatus: 'citizen' }] },
  addresses: { applicants: [{ applicantId: id, addresses: [{ street: '12 Rideau Terrace', city: 'Ottawa', province: 'ON', postalCode: 'K1M 2C3', from: '2016-04', tenure: 'rent' }] }] },
  employment: { applicants: [{ applicantId: id, jobs: [{ kind: 'salaried', employer: 'Shopify', position: 'Developer', startDate: '2019-02-11', annualSalary: 128_000 }] }] },
  other_income: { incomes: [] },
  assets: { assets: [{ kind: 'tfsa', value: 18_250.4 }] },
  liabilities: { liabilities: [] },
  property: { purpose: 'purchase', address: { street: '301 Churchill Avenue North', city: 'Ottawa', province: 'ON', postalCode: 'K1Z 5B9' }, price: 689_000, occupancy: 'owner_occupied', propertyType: 'semi_detached', propertyTax: 5_212, heating: 145, newBuild: false, firstTimeBuyer: true },
  down_payment: { sources: [{ kind: 'savings', amount: 68_900 }] },
  mortgage: { amount: 620_100, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10) },
});
/** A message with one value in it (a day, a step's title), matched whatever the value: `c.submitted(1, day)`. */
const withAny = (message: (value: string) => string) => new RegExp(message('\u0000').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\u0000', '.+'));
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
    // The phone's Back button asks as the screen's own Back does.
    await page.goBack();
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
    // From an unchanged step, the phone's Back button returns to the file, not away from the portal.
    await employment.click();
    await page.getByRole('heading', { name: t.employment.title, level: 1 }).waitFor();
    await page.goBack();
    await page.getByText(m.stepsSaved(2, 9)).waitFor();
    await eventually(() => employment.evaluate((button) => button === document.activeElement)).toBe(true);

    // Saved on the server, with the portal's id for the applicant and the postal code as the schema keeps it.
    const file = await page.evaluate(() => fetch('/api/portal/file').then((r) => r.json() as Promise<{ me: { id: string } }>));
    const saved = await page.evaluate(() => fetch('/api/portal/application').then((r) => r.json() as Promise<{ steps: Record<string, { applicants: Record<string, unknown>[] }> }>));
    expect(saved.steps.applicants!.applicants[0]).toMatchObject({ id: file.me.id, role: 'main', lastName });
    expect(saved.steps.addresses!.applicants[0]).toMatchObject({ applicantId: file.me.id, addresses: [expect.objectContaining({ postalCode: 'K1M 1M4' })] });

    // Documents (issue 39 §5, decision 099): the borrower uploads a PDF to the photo ID (by tus), sees it
    // listed and the item uploaded, in words; the agent then accepts it, and the portal says so.
    const idLabel = t.documents.items.government_photo_id.label;
    const idItem = checklist.getByRole('listitem').filter({ has: page.getByText(idLabel, { exact: true }) });
    await idItem.getByLabel(d.portal.uploadFor(idLabel)).setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
    await idItem.getByRole('status').filter({ hasText: d.portal.uploaded('passport.pdf') }).waitFor();
    await idItem.getByText(d.portal.status(d.statuses.uploaded)).waitFor();
    // A delete asks first, in place, with the safe answer focused: keeping it changes nothing.
    await idItem.getByRole('button', { name: d.portal.deleteFile('passport.pdf') }).click();
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(d.portal.keepFile);
    await idItem.getByRole('button', { name: d.portal.confirmDeleteButton }).waitFor();
    await page.keyboard.press('Enter');
    await idItem.getByRole('button', { name: d.portal.deleteFile('passport.pdf') }).waitFor();
    expect(await idItem.getByText('passport.pdf', { exact: true }).count()).toBe(1);
    // One's own upload downloads again, byte for byte as it was sent.
    const [download] = await Promise.all([page.waitForEvent('download'), idItem.getByRole('link', { name: d.portal.downloadFile('passport.pdf') }).click()]);
    expect(download.suggestedFilename()).toBe('passport.pdf');
    const downloadedTo = join(tmpdir(), `maple-portal-download-${randomUUID()}.pdf`);
    await download.saveAs(downloadedTo);
    expect(Buffer.compare(await readFile(downloadedTo), tinyPdf)).toBe(0);
    await rm(downloadedTo);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);

    const files = await callApi<{ items: { id: string }[] }>(agent, 'GET', `/api/me/leads/${leadIds[0]}/files`);
    const documentsPath = `/api/me/leads/${leadIds[0]}/files/${files.body.items[0]!.id}/documents`;
    const documents = await callApi<{ items: { id: string; document: string | null; status: string; files: { name: string }[] }[] }>(agent, 'GET', documentsPath);
    const photoId = documents.body.items.find((item) => item.document === 'government_photo_id' && item.files.length > 0)!;
    expect(photoId).toMatchObject({ status: 'uploaded', files: [expect.objectContaining({ name: 'passport.pdf' })] });
    expect((await callApi(agent, 'PATCH', `${documentsPath}/${photoId.id}`, { status: 'accepted' })).status).toBe(200);
    const after = await page.evaluate(() => fetch('/api/portal/documents').then((r) => r.json() as Promise<{ items: { id: string; status: string }[] }>));
    expect(after.items.find((item) => item.id === photoId.id)?.status).toBe('accepted');
    expect(page.consoleErrors).toEqual([]);
  });

  it('reviews, signs and submits a complete application at 375 px: the boxes refused beside them first, then the signature, the submission, and the steps read only', async () => {
    await eventually(async () => (await outboxMailTo(signerEmail, 'portal-link')) !== undefined, { message: `no portal link mailed to ${signerEmail}` }).toBe(true);
    const token = /\/portal#([A-Za-z0-9_-]{43})/.exec((await outboxMailTo(signerEmail, 'portal-link'))!.text)![1]!;
    const page = await newPage(browser, { viewport: { width: 375, height: 800 } });
    // The session from the link and every step saved through the API, with the page's own cookies
    // (as the page would send them: same origin); then the portal opens on the session.
    const headers = { origin: baseUrl() };
    const entered = await page.request.post('/api/portal/session', { data: { token }, headers });
    expect(entered.status()).toBe(200);
    const { me } = (await entered.json()) as { me: { id: string } };
    for (const [step, body] of Object.entries(purchase(me.id))) expect((await page.request.put(`/api/portal/application/${step}`, { data: body, headers })).status(), step).toBe(200);
    const { texts } = (await (await page.request.get('/api/portal/submission')).json()) as SubmissionState;
    await page.goto('/portal');

    // The file: complete, not signed; the review opens from its card.
    await page.getByText(c.readyToSign).waitFor();
    const card = page.locator('section', { has: page.getByRole('heading', { name: c.section, level: 2 }) });
    await card.getByText(c.notSigned).waitFor();
    expect(await page.getByRole('button', { name: withAny(m.editStep) }).count()).toBe(9);
    await card.getByRole('button', { name: c.reviewAndSign }).click();
    await page.getByRole('heading', { name: c.section, level: 1 }).waitFor();
    await page.getByText(texts.disclosures[0]!).waitFor();

    // Signing with nothing ticked: each required box refused beside it, the first focused; the mail box is optional and unticked.
    const disclosures = page.getByRole('checkbox', { name: c.acknowledgeDisclosures });
    const mail = page.getByRole('checkbox', { name: texts.clientMail });
    await page.getByRole('button', { name: c.sign, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: m.fixFields(4) }).waitFor();
    expect(await disclosures.evaluate((box) => box === document.activeElement && document.getElementById(box.getAttribute('aria-describedby')!)?.textContent)).toBe(c.mustAcknowledge);
    expect(await page.getByRole('checkbox', { name: texts.creditCheck }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel(c.signedName).getAttribute('aria-invalid')).toBe('true');
    expect(await mail.isChecked()).toBe(false);
    expect(await mail.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('group', { name: c.requiredConsents }).getByRole('checkbox').count()).toBe(3);
    expect(await page.getByRole('link', { name: c.privacyPolicyLink }).getAttribute('href')).toBe('/privacy');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);

    // A ticked box is not dropped by leaving: Back asks first.
    await disclosures.check();
    await page.getByRole('button', { name: m.back }).click();
    await page.getByRole('alert').filter({ hasText: u.title }).waitFor();
    await page.getByRole('button', { name: u.keepEditing }).click();
    expect(await disclosures.isChecked()).toBe(true);

    await page.getByRole('checkbox', { name: texts.creditCheck }).check();
    await page.getByRole('checkbox', { name: texts.privacyPolicy }).check();
    await page.getByLabel(c.signedName).fill(signerName);
    await page.getByRole('button', { name: c.sign, exact: true }).click();

    // Signed: the signature, and (the only applicant) Submit.
    await page.getByRole('status').filter({ hasText: c.signedStatus }).waitFor();
    await page.getByRole('status').getByText(withAny((day) => c.signedOn(signerName, day))).waitFor();
    await page.getByRole('button', { name: c.submit }).click();

    // Submitted: version 1, and back on the file the steps are read only, the stage moved.
    await page.getByRole('status').getByText(withAny((day) => c.submitted(1, day))).waitFor();
    await page.getByRole('button', { name: m.back }).click();
    await card.getByText(withAny((day) => c.submitted(1, day))).waitFor();
    await page.getByText(c.alreadySubmitted).waitFor();
    await page.getByText(stages.submitted, { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: withAny(m.editStep) }).count()).toBe(0);
    expect(await card.getByRole('button').count()).toBe(0);
    const after = (await (await page.request.get('/api/portal/submission')).json()) as SubmissionState;
    expect(after).toMatchObject({ editable: false, submission: { version: 1 }, applicants: [{ signature: { signedName: signerName, current: true } }] });
    expect(page.consoleErrors).toEqual([]);
  });
});
