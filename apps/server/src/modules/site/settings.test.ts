import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@maple/db/schema/jobs';
import { leads } from '@maple/db/schema/leads';
import { siteSettings } from '@maple/db/schema/site-settings';
import { demoSiteSettings } from '@maple/db/seed/demo-site-settings';
import { bilingualContentMessages } from '@maple/shared/messages/bilingual-content';
import { settingsMessages as m } from '@maple/shared/messages/settings';
import type { BrokerageSettingsInput } from '@maple/shared/schemas/site';
import { createUserWithPassword } from '@maple/db/seed/users';
import { createLogger } from '../../lib/logger.ts';
import { outboxMessageFor } from '../../test/eml.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { confirmSignUp } from '../../test/confirmed-subscription.ts';

let demo: TestApp;
let fresh: TestApp;
const freshLog: string[] = [];

const owner = { email: 'owner@harbour.example', password: 'harbour-owner-password' };

beforeAll(async () => {
  [demo, fresh] = await Promise.all([createTestApp(), createTestApp({ demo: false, logger: createLogger('info', (line) => freshLog.push(line)) })]);
  await createUserWithPassword(fresh.db, { ...owner, name: 'Harbour Owner', role: 'super_admin' });
});
afterAll(() => Promise.all([demo.close(), fresh.close()]));

const ownLogo = '/files/site-images/console/logo-800.webp';
const brokerage: BrokerageSettingsInput = {
  ...demoSiteSettings,
  teamName: 'Harbour Mortgage Team',
  legalName: 'Harbour Mortgages, Inc.',
  authorizedName: 'Harbour Mortgages, Inc.',
  brokerageLicenceNumber: '99999',
  leadInboxEmails: ['inbox@harbour.example', 'backup@harbour.example'],
  mailFromName: 'Harbour Mortgages, Inc.',
  partnerLogoUrl: ownLogo,
  socialLinks: { facebook: 'https://facebook.com/harbour', instagram: '', linkedin: '', youtube: '', x: '' },
};

const superAdmin = (t: TestApp) => (t === fresh ? t.as(owner) : t.as('admin'));
const answer = async (res: Response) => ({ status: res.status, body: await json(res) });
const read = async (t: TestApp) => answer(await superAdmin(t).get('/api/admin/settings'));
const put = async (t: TestApp, body: unknown) => answer(await superAdmin(t).put('/api/admin/settings', body));

describe('GET/PUT /api/admin/settings', () => {
  it('a fresh database has an empty record, and the go-live fields are reported missing', async () => {
    const { status, body } = await read(fresh);
    expect(status).toBe(200);
    expect(body.settings).toMatchObject({ teamName: '', authorizedName: '', brokerageLicenceNumber: '', leadInboxEmails: [], leadRouting: 'none', requireTwoFactor: false });
    expect(body.settings).not.toHaveProperty('licenceLine');
    expect(body.missing).toEqual(['teamName', 'authorizedName', 'brokerageLicenceNumber', 'leadInboxEmails']);
  });

  it('the demo keeps its demo identity', async () => {
    const { body } = await read(demo);
    expect(body.settings).toEqual(demoSiteSettings);
    expect(body.missing).toEqual([]);
  });

  it('refuses bad fields one message each, and saves none of the good ones with them', async () => {
    const before = (await read(fresh)).body;
    const { status, body } = await put(fresh, {
      ...brokerage,
      teamName: 'x'.repeat(101),
      leadInboxEmails: ['inbox@harbour.example', 'not an address'],
      partnerLogoUrl: 'https://tracker.example/logo.png',
      socialLinks: { ...brokerage.socialLinks, x: 'javascript:alert(1)' },
      leadRouting: 'random',
      phone: 'call me',
    });
    expect(status).toBe(400);
    expect(body.error.fields).toMatchObject({
      teamName: m.tooLong,
      'leadInboxEmails.1': m.invalidEmail,
      partnerLogoUrl: m.invalidImage,
      'socialLinks.x': m.invalidUrl,
      leadRouting: m.invalidRouting,
      phone: 'Please enter a phone number using digits, spaces and + - ( ) . only',
    });
    expect((await read(fresh)).body).toEqual(before);
  });

  it('refuses an unknown field by name, a missing one as Required, and the same address twice', async () => {
    const unknown = await put(fresh, { ...brokerage, isLive: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ isLive: 'Unknown field' });
    const { disclaimer: _d, ...withoutDisclaimer } = brokerage;
    expect((await put(fresh, withoutDisclaimer)).body.error.fields).toEqual({ disclaimer: 'Required' });
    const twice = await put(fresh, { ...brokerage, leadInboxEmails: ['a@harbour.example', 'A@harbour.example'] });
    expect(twice.body.error.fields).toEqual({ leadInboxEmails: m.duplicateEmail });
  });

  it('refuses the portal disclosures written in one language only, on the missing one, and saves them in both', async () => {
    const before = (await read(fresh)).body;
    const english = await put(fresh, { ...brokerage, portalDisclosures: 'We are paid by the lender.', portalDisclosuresFr: ' ' });
    expect(english.status).toBe(400);
    expect(english.body.error.fields).toEqual({ portalDisclosuresFr: bilingualContentMessages.portalDisclosuresFrMissing });
    const french = await put(fresh, { ...brokerage, portalDisclosures: '', portalDisclosuresFr: 'Le prêteur nous rémunère.' });
    expect(french.body.error.fields).toEqual({ portalDisclosures: m.portalDisclosuresMissing });
    expect((await read(fresh)).body).toEqual(before);
    const both = await put(fresh, { ...brokerage, portalDisclosures: 'We are paid by the lender.', portalDisclosuresFr: 'Le prêteur nous rémunère.' });
    expect(both.status).toBe(200);
    expect(both.body.settings).toMatchObject({ portalDisclosures: 'We are paid by the lender.', portalDisclosuresFr: 'Le prêteur nous rémunère.' });
    // Not a visitor's business on every page: the portal reads them.
    expect(JSON.stringify(await json(await fresh.anonymous.get('/api/site')))).not.toContain('paid by the lender');
  });

  it('a save shows at once on /api/site, with the back-office fields kept out of it', async () => {
    const saved = await put(fresh, brokerage);
    expect(saved.status).toBe(200);
    expect(saved.body.missing).toEqual([]);
    expect(saved.body.updatedAt).toBe(fresh.clock.now().toISOString());
    const res = await fresh.request('/api/site');
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const site = await json(res);
    // The licence line is derived from the authorized name and the number, never typed (issue 27).
    expect(site).toMatchObject({ teamName: 'Harbour Mortgage Team', licenceLine: 'Harbour Mortgages, Inc., Licence #99999', partnerLogoUrl: ownLogo });
    expect(site).not.toHaveProperty('leadInboxEmails');
    expect(site).not.toHaveProperty('mailFromName');
    // The browser revalidates its copy: unchanged settings answer 304, a change a new body.
    const again = await fresh.request('/api/site', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    await put(fresh, { ...brokerage, phone: '416-555-0000' });
    const changed = await fresh.request('/api/site', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(changed.status).toBe(200);
    expect((await json(changed)).phone).toBe('416-555-0000');
    // The served page head names the new team at once too.
    expect(await (await fresh.request('/rates')).text()).toContain('| Harbour Mortgage Team</title>');
  });
});

describe('a record saved by an earlier release', () => {
  it('reads with the fields added since at their defaults, and drops fields since removed', async () => {
    const t = await createTestApp({ demo: false });
    try {
      await createUserWithPassword(t.db, { ...owner, name: 'Harbour Owner', role: 'super_admin' });
      const { privacyPolicy: _p, privacyOfficer: _o, retention: _r, authorizedName: _a, brokerageLicenceNumber: _n, ...older } = brokerage;
      // `licenceLine` was typed by hand before issue 27 derived it from the authorized name and number.
      await t.db.update(siteSettings).set({ data: { ...older, licenceLine: 'FSRA Brokerage Licence #99999', retiredField: 'x' } as never });
      const { status, body } = await answer(await t.as(owner).get('/api/admin/settings'));
      expect(status).toBe(200);
      expect(body.settings).toMatchObject({ teamName: 'Harbour Mortgage Team', authorizedName: '', brokerageLicenceNumber: '', privacyPolicy: '' });
      expect(body.settings.retention).toEqual({ leadMonths: 36, transcriptMonths: 12, outboxDays: 30 });
      expect(body.settings).not.toHaveProperty('retiredField');
      expect(body.settings).not.toHaveProperty('licenceLine');
      expect(body.missing).toEqual(['authorizedName', 'brokerageLicenceNumber']);
      // Half a disclosure is none: no licence line until both parts are set.
      expect((await json(await t.request('/api/site'))).licenceLine).toBe('');
    } finally {
      await t.close();
    }
  });

  it('refuses a licence number with letters, a bad privacy officer address and a retention outside its range', async () => {
    const { status, body } = await put(fresh, {
      ...brokerage,
      brokerageLicenceNumber: '#12345',
      privacyOfficer: { name: 'Officer', email: 'not-an-address' },
      retention: { leadMonths: 0, transcriptMonths: 12.5, outboxDays: 30 },
    });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      brokerageLicenceNumber: m.invalidBrokerageLicenceNumber,
      'privacyOfficer.email': m.invalidPrivacyOfficerEmail,
      'retention.leadMonths': m.invalidLeadMonths,
      'retention.transcriptMonths': m.invalidTranscriptMonths,
    });
  });
});

describe('lead mail and the lead inbox', () => {
  // A sign-up's lead is made when its address's owner confirms it (decision 058).
  const newsletter = async (t: TestApp, email: string) => {
    const sent = await answer(await t.anonymous.post('/api/leads', { kind: 'newsletter', email }));
    return { ...sent, body: { id: await confirmSignUp(t, email) } };
  };

  it('with no lead inbox set, an unassigned lead is kept and its mail held as a failed job with a clear log line', async () => {
    await put(fresh, { ...brokerage, leadInboxEmails: [] });
    const { status, body } = await newsletter(fresh, 'held@example.com');
    expect(status).toBe(201);
    await fresh.runJobs();
    const [job] = await fresh.db.select().from(jobs).where(eq(jobs.name, 'lead-notification'));
    expect(job).toMatchObject({ status: 'failed', attempts: 1, lastError: 'JobHeldError' });
    expect(await outboxMessageFor(fresh.outbox, body.id)).toBeUndefined();
    expect(freshLog.some((line) => line.includes('lead notification held: no lead inbox email'))).toBe(true);
    expect(await fresh.db.select().from(leads).where(eq(leads.id, body.id))).toHaveLength(1);
  });

  it('goes to every inbox address, from the sender name of the settings', async () => {
    await put(fresh, brokerage);
    const { body } = await newsletter(fresh, 'inbox-test@example.com');
    await fresh.runJobs();
    const mail = (await outboxMessageFor(fresh.outbox, body.id))!;
    expect(mail.headers.to).toBe('inbox@harbour.example, backup@harbour.example');
    // Quoted by the mailer, so the comma in the name does not split the sender in two.
    expect(mail.headers.from).toBe('"Harbour Mortgages, Inc." <no-reply@maple.test>');
    expect(mail.text).toContain('through the Harbour Mortgage Team website');
  });
});
