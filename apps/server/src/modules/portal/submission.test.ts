// Disclosures, consents and submission in the borrower's portal (issue 39 §7, decision 098): each
// applicant signs the application as it stands (its SHA-256 on every consent record); the main
// applicant submits once all have signed; the submitted version is frozen until the agent reopens it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { consentWordings, consents } from '@maple/db/schema/consents';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { applicationSubmissions } from '@maple/db/schema/portal';
import { insertLead } from '@maple/db/seed/factories';
import { portalConsentMessages as m } from '@maple/shared/messages/portal-consent';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import type { PortalFile } from '@maple/shared/schemas/portal';
import type { SubmissionState } from '@maple/shared/schemas/portal-consent';
import { outboxMessages } from '../../test/eml.ts';
import { createTestApp, json, testOrigin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
});
afterAll(() => t.close());

async function tokensMailedTo(email: string): Promise<string[]> {
  await t.runJobs();
  const mails = await outboxMessages(t.outbox, (name) => name.includes('portal-link-'));
  return mails.filter((mail) => mail.headers.to?.includes(email)).map((mail) => /#([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!);
}
const enter = async (token: string) => {
  const res = await t.app.request('/api/portal/session', { method: 'POST', headers: { origin: testOrigin, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' }, body: JSON.stringify({ token }) });
  expect(res.status).toBe(200);
  return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, file: (await json(res)) as PortalFile };
};
const as = (cookie: string, path: string, method = 'GET', body?: unknown) =>
  t.request(path, { method, cookie, headers: { 'user-agent': 'Phone Browser 1.0', 'x-forwarded-for': '198.51.100.21', ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });

const person = { middleName: '', maritalStatus: 'single', dependants: 0, phone: '613-555-0142', residencyStatus: 'citizen' };
const home = { street: '12 Rideau Terrace', city: 'Ottawa', province: 'ON', postalCode: 'K1M 2C3', from: '2016-04', tenure: 'rent' };
const job = { kind: 'salaried', employer: 'Shopify', position: 'Developer', startDate: '2019-02-11', annualSalary: 128_000 };
/** Every step of a purchase for one applicant, who is the portal applicant `id`. */
const purchase = (id: string) => ({
  applicants: { applicants: [{ id, role: 'main', firstName: 'Priya', lastName: 'Nair', dateOfBirth: '1991-06-02', email: 'priya@example.ca', ...person }] },
  addresses: { applicants: [{ applicantId: id, addresses: [home] }] },
  employment: { applicants: [{ applicantId: id, jobs: [job] }] },
  other_income: { incomes: [] },
  assets: { assets: [{ kind: 'tfsa', value: 18_250.4 }] },
  liabilities: { liabilities: [] },
  property: { purpose: 'purchase', address: { street: '301 Churchill Avenue North', city: 'Ottawa', province: 'ON', postalCode: 'K1Z 5B9' }, price: 689_000, occupancy: 'owner_occupied', propertyType: 'semi_detached', propertyTax: 5_212, heating: 145, newBuild: false, firstTimeBuyer: true },
  down_payment: { sources: [{ kind: 'savings', amount: 68_900 }] },
  mortgage: { amount: 620_100, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: '2027-03-31' },
});
const signature = { fullName: 'Priya Nair', disclosuresAcknowledged: true, creditCheck: true, privacyPolicy: true, clientMail: false };

async function borrowerWithApplication(email: string) {
  const lead = await insertLead(t.db, { agentId: sarahId, clientName: 'Priya Nair', clientEmail: email });
  const file = (await json(await t.as('sarah').post(`/api/me/leads/${lead.id}/files`, {}))) as MortgageFile;
  const main = await enter((await tokensMailedTo(email))[0]!);
  for (const [step, body] of Object.entries(purchase(main.file.me.id))) expect((await as(main.cookie, `/api/portal/application/${step}`, 'PUT', body)).status, step).toBe(200);
  return { leadId: lead.id, file, main };
}
const state = async (cookie: string) => (await json(await as(cookie, '/api/portal/submission'))) as SubmissionState;

describe('signing and submitting', () => {
  it('records each consent with the words, the typed name, the browser and the application\'s hash, and submits once all have signed', async () => {
    const { leadId, file, main } = await borrowerWithApplication('priya@example.com');
    const before = await state(main.cookie);
    expect(before).toMatchObject({ complete: true, editable: true, submission: null, applicants: [{ role: 'main', signature: null }] });
    expect(before.texts.creditCheck).toContain('Maple Mortgage');
    // The policy's date as a person reads it ("November 24, 2026"), not as the database keeps it.
    expect(before.texts.privacyPolicy).toMatch(/in force since [A-Z][a-z]+ \d{1,2}, 20\d\d\./);
    expect(before.applicationSha256).toMatch(/^[0-9a-f]{64}$/);

    const unsigned = await as(main.cookie, '/api/portal/submission', 'POST');
    expect(unsigned.status).toBe(409);
    expect(((await json(unsigned)) as { error: { message: string } }).error.message).toBe(m.unsigned('Priya Nair'));

    const refused = await as(main.cookie, '/api/portal/consents', 'POST', { ...signature, creditCheck: false });
    expect(refused.status).toBe(400);
    expect(((await json(refused)) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ creditCheck: m.mustConsentToCreditCheck });
    expect(await t.db.$count(consents, eq(consents.applicantId, main.file.me.id))).toBe(0);

    const signed = await as(main.cookie, '/api/portal/consents', 'POST', signature);
    expect(signed.status).toBe(201);
    expect(((await json(signed)) as SubmissionState).applicants[0]!.signature).toMatchObject({ signedName: 'Priya Nair', current: true });
    const records = await t.db.select().from(consents).where(eq(consents.applicantId, main.file.me.id));
    expect(records.map((r) => r.purpose).sort()).toEqual(['credit_check', 'mortgage_disclosures', 'privacy_policy']);
    for (const record of records) {
      expect(record).toMatchObject({ email: 'priya@example.com', leadId, method: 'portal', signedName: 'Priya Nair', userAgent: 'Phone Browser 1.0', clientAddress: '198.51.100.21', applicationSha256: before.applicationSha256, page: '/portal' });
    }

    // A co-applicant invited now has to sign too.
    expect((await as(main.cookie, '/api/portal/co-applicants', 'POST', { name: 'Owen Clarke', email: 'owen@example.com' })).status).toBe(201);
    const co = await enter((await tokensMailedTo('owen@example.com'))[0]!);
    expect(((await json(await as(main.cookie, '/api/portal/submission', 'POST'))) as { error: { message: string } }).error.message).toBe(m.unsigned('Owen Clarke'));
    expect((await as(co.cookie, '/api/portal/consents', 'POST', { ...signature, fullName: 'Owen Clarke', clientMail: true })).status).toBe(201);
    expect(await t.db.$count(consents, and(eq(consents.applicantId, co.file.me.id), eq(consents.purpose, 'client_mail')))).toBe(1);
    // Only the main applicant submits.
    expect((await as(co.cookie, '/api/portal/submission', 'POST')).status).toBe(403);

    const submitted = await as(main.cookie, '/api/portal/submission', 'POST');
    expect(submitted.status).toBe(200);
    expect(((await json(submitted)) as SubmissionState)).toMatchObject({ editable: false, submission: { version: 1, sha256: before.applicationSha256 } });
    const [frozen] = await t.db.select().from(applicationSubmissions).where(eq(applicationSubmissions.fileId, file.id));
    expect(frozen).toMatchObject({ version: 1, sha256: before.applicationSha256, submittedByApplicantId: main.file.me.id });
    const [row] = await t.db.select().from(mortgageFiles).where(eq(mortgageFiles.id, file.id));
    expect(row!.stage).toBe('submitted');
    const files = (await json(await t.as('sarah').get(`/api/me/leads/${leadId}/files`))) as { items: MortgageFile[] };
    expect(files.items[0]!.history.at(-1)).toMatchObject({ from: 'started', to: 'submitted', changedByName: 'Priya Nair' });

    // Frozen: no step changes, no signature, no second submission.
    const frozenSave = await as(main.cookie, '/api/portal/application/assets', 'PUT', { assets: [] });
    expect(frozenSave.status).toBe(409);
    expect(((await json(frozenSave)) as { error: { message: string } }).error.message).toBe(m.alreadySubmitted);
    expect((await as(main.cookie, '/api/portal/submission', 'POST')).status).toBe(409);
    // Nor a new co-applicant, who would have signed nothing.
    expect((await as(main.cookie, '/api/portal/co-applicants', 'POST', { name: 'Late Person', email: 'late@example.com' })).status).toBe(409);
  });

  it('a change after signing voids the signature for the new version, and the agent reopening the file lets a version 2 through', async () => {
    const { leadId, file, main } = await borrowerWithApplication('reopen@example.com');
    expect((await as(main.cookie, '/api/portal/consents', 'POST', signature)).status).toBe(201);
    expect((await as(main.cookie, '/api/portal/application/assets', 'PUT', { assets: [{ kind: 'savings', value: 1000 }] })).status).toBe(200);
    expect((await state(main.cookie)).applicants[0]!.signature).toMatchObject({ current: false });
    expect((await as(main.cookie, '/api/portal/submission', 'POST')).status).toBe(409);
    expect((await as(main.cookie, '/api/portal/consents', 'POST', signature)).status).toBe(201);
    expect((await as(main.cookie, '/api/portal/submission', 'POST')).status).toBe(200);

    // The agent asks for a change: back to started, the borrower edits, signs and submits again.
    expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/stage`, { stage: 'started', note: 'Please add your RRSP' })).status).toBe(200);
    expect((await as(main.cookie, '/api/portal/application/assets', 'PUT', { assets: [{ kind: 'rrsp', value: 25_000 }] })).status).toBe(200);
    expect((await as(main.cookie, '/api/portal/consents', 'POST', signature)).status).toBe(201);
    const second = (await json(await as(main.cookie, '/api/portal/submission', 'POST'))) as SubmissionState;
    expect(second.submission?.version).toBe(2);
    expect(await t.db.$count(applicationSubmissions, eq(applicationSubmissions.fileId, file.id))).toBe(2);
  });

  it('cannot sign an incomplete application', async () => {
    const lead = await insertLead(t.db, { agentId: sarahId, clientName: 'Early Signer', clientEmail: 'early@example.com' });
    await t.as('sarah').post(`/api/me/leads/${lead.id}/files`, {});
    const { cookie } = await enter((await tokensMailedTo('early@example.com'))[0]!);
    expect((await state(cookie)).complete).toBe(false);
    const res = await as(cookie, '/api/portal/consents', 'POST', signature);
    expect(res.status).toBe(409);
    expect(((await json(res)) as { error: { message: string } }).error.message).toBe(m.incomplete);
  });

  it('shows the brokerage\'s own disclosures when the console wrote them, one per paragraph, and records those words', async () => {
    const settings = (await json(await t.as('admin').get('/api/admin/settings'))) as { settings: Record<string, unknown> };
    const own = { portalDisclosures: 'We are paid by the lender.\n\n  Our agent Sarah is related to a lender\u2019s employee.  \n', portalDisclosuresFr: 'Le prêteur nous rémunère.\n\nNotre agente Sarah est parente d\u2019un employé d\u2019un prêteur.' };
    expect((await t.as('admin').put('/api/admin/settings', { ...settings.settings, ...own })).status).toBe(200);
    try {
      const { main } = await borrowerWithApplication('own-disclosures@example.com');
      expect((await state(main.cookie)).texts.disclosures).toEqual(['We are paid by the lender.', 'Our agent Sarah is related to a lender\u2019s employee.']);
      expect((await as(main.cookie, '/api/portal/consents', 'POST', signature)).status).toBe(201);
      // The words kept as a wording version of their own, which the record points to.
      const [record] = await t.db
        .select({ text: consentWordings.text })
        .from(consents)
        .innerJoin(consentWordings, eq(consentWordings.id, consents.wordingId))
        .where(and(eq(consents.applicantId, main.file.me.id), eq(consents.purpose, 'mortgage_disclosures')));
      expect(record!.text).toBe('We are paid by the lender.\n\nOur agent Sarah is related to a lender\u2019s employee.');
      const french = await t.request('/api/portal/submission', { cookie: main.cookie, headers: { 'x-maple-language': 'fr' } });
      expect(((await json(french)) as SubmissionState).texts.disclosures).toEqual(['Le prêteur nous rémunère.', 'Notre agente Sarah est parente d\u2019un employé d\u2019un prêteur.']);
    } finally {
      await t.as('admin').put('/api/admin/settings', settings.settings);
    }
  });

  it('shows the words in the page\'s language and keeps them so', async () => {
    const { main } = await borrowerWithApplication('francais@example.com');
    const res = await t.request('/api/portal/consents', { method: 'POST', cookie: main.cookie, headers: { 'content-type': 'application/json', 'x-maple-language': 'fr' }, body: JSON.stringify(signature) });
    expect(res.status).toBe(201);
    expect(((await json(res)) as SubmissionState).texts.creditCheck).toMatch(/^J’autorise/);
    const [record] = await t.db.select().from(consents).where(and(eq(consents.applicantId, main.file.me.id), eq(consents.purpose, 'credit_check')));
    expect(record).toMatchObject({ language: 'fr', page: '/fr/portail' });
  });
});
