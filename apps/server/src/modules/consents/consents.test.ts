import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { consents, consentWordings } from '@maple/db/schema/consents';
import { newsletterConsentWording } from '@maple/shared/consent-wording';
import { leadsMessages } from '@maple/shared/messages/leads';
import { consentsMessages } from '@maple/shared/messages/consents';
import { confirmSignUp } from '../../test/confirmed-subscription.ts';
import { outboxMessages, type ParsedEml } from '../../test/eml.ts';
import { createTestApp, json, testOrigin, type TestApp } from '../../test/test-app.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

let t: TestApp;
beforeAll(async () => {
  // One proxy in front: the client's address is the X-Forwarded-For entry it appended. Many
  // sign-ups from one address here; the lead limit itself is proven by the leads' tests.
  t = await createTestApp({ trustProxy: 1, leadsPerTenMinutes: 1000 });
});
afterAll(() => t.close());

const fromClient = (address: string) => ({ headers: { 'x-forwarded-for': address } });

/** A sign-up its address's owner confirms (decision 058), from the same client address: the lead and its consent. */
async function subscribe(email: string, page: string | undefined = '/newsletter', address = '203.0.113.7') {
  const res = await t.anonymous.post('/api/leads', { kind: 'newsletter', email, ...(page === undefined ? {} : { page }) }, fromClient(address));
  expect(res.status).toBe(201);
  const id = await confirmSignUp(t, email, fromClient(address));
  const [consent] = await t.db.select().from(consents).where(eq(consents.leadId, id));
  return { leadId: id, consent: consent! };
}

const welcomeMailOf = async (consentId: string): Promise<ParsedEml | undefined> => (await outboxMessages(t.outbox, (name) => name.endsWith(`-welcome-${consentId}.eml`)))[0];

const linkIn = (mail: ParsedEml) => /http:\/\/localhost:3000\/unsubscribe\?token=[^\s>]+/.exec(mail.text)![0];
const pathOf = (link: string) => link.slice(testOrigin.length);
const wordingOf = async (wordingId: string) => (await t.db.select().from(consentWordings).where(eq(consentWordings.id, wordingId)))[0]!;
const consentRow = async (id: string) => (await t.db.select().from(consents).where(eq(consents.id, id)))[0]!;

describe('consent records', () => {
  it('keep the newsletter sign-up\'s wording, time, client address, page and method, with the lead', async () => {
    const { leadId, consent } = await subscribe('Proof.Person@Example.com', '/newsletter', '198.51.100.23');
    expect(consent).toMatchObject({
      email: 'proof.person@example.com',
      purpose: 'newsletter',
      givenAt: t.clock.now(),
      clientAddress: '198.51.100.23',
      page: '/newsletter',
      method: 'form',
      withdrawnAt: null,
      withdrawalMethod: null,
    });
    const wording = await wordingOf(consent.wordingId);
    expect(wording.text).toBe(
      'Maple Mortgage Group Inc., 100 Harbourview Way, Suite 400, Toronto, ON M5J 0A1, will email you rate updates, market news and mortgage tips. You can withdraw your consent at any time with the unsubscribe link in every email.',
    );
    expect(wording.version).toBeGreaterThanOrEqual(1);

    const lead = await json(await t.as('admin').get(`/api/admin/leads/${leadId}`));
    expect(lead.consent).toEqual({ basis: 'express', lapsesAt: null, withdrawnAt: null });
  });

  it('show in an agent\'s own lead answer too', async () => {
    const [sarah] = await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen'));
    expect((await t.anonymous.post('/api/leads', { kind: 'newsletter', email: 'sarahs.reader@example.com', agentId: sarah!.id, page: '/agents/sarahchen' })).status).toBe(201);
    const id = await confirmSignUp(t, 'sarahs.reader@example.com');
    expect((await json(await t.as('sarah').get(`/api/me/leads/${id}`))).consent).toEqual({ basis: 'express', lapsesAt: null, withdrawnAt: null });
  });

  it('keep a ticked contact box with the contact form\'s consent text', async () => {
    const res = await t.anonymous.post(
      '/api/leads',
      { kind: 'contact', firstName: 'Cora', lastName: 'Contact', email: 'cora@example.com', phone: '416-555-0101', comments: 'Call me', consent: true, page: '/contact' },
      fromClient('192.0.2.44'),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [consent] = await t.db.select().from(consents).where(eq(consents.leadId, id));
    expect(consent).toMatchObject({ purpose: 'contact', email: 'cora@example.com', page: '/contact', clientAddress: '192.0.2.44', method: 'form' });
    expect((await wordingOf(consent!.wordingId)).text).toBe(leadsMessages.consentText);
  });

  it('make a new wording version when the words shown change, and reuse a version when they do not', async () => {
    const first = await subscribe('first.version@example.com');
    const again = await subscribe('same.version@example.com');
    expect(again.consent.wordingId).toBe(first.consent.wordingId);

    const admin = t.as('admin');
    const { settings } = await json(await admin.get('/api/admin/settings'));
    expect((await admin.put('/api/admin/settings', { ...settings, legalName: 'Maple Mortgage Renamed Inc.' })).status).toBe(200);
    try {
      const renamed = await subscribe('new.version@example.com');
      const [before, after] = [await wordingOf(first.consent.wordingId), await wordingOf(renamed.consent.wordingId)];
      expect(after.version).toBe(before.version + 1);
      expect(after.text).toBe(newsletterConsentWording({ ...settings, legalName: 'Maple Mortgage Renamed Inc.' }));
      expect(before.text).toContain('Maple Mortgage Group Inc.');
    } finally {
      await admin.put('/api/admin/settings', settings);
    }
  });

  it('refuse a page that is not a path on this site, naming the field', async () => {
    for (const page of ['//evil.example/x', 'https://evil.example/', 'newsletter', `/${'a'.repeat(400)}`]) {
      const res = await t.anonymous.post('/api/leads', { kind: 'newsletter', email: 'page.check@example.com', page });
      expect(res.status).toBe(400);
      expect((await json(res)).error.fields.page).toBe(consentsMessages.invalidPage);
    }
  });

  it('give other leads the inquiry basis, lapsing six months after the inquiry', async () => {
    const res = await t.anonymous.post('/api/leads', { kind: 'application', name: 'Ina Inquiry', email: 'ina@example.com', phone: '416-555-0102', mortgageAmount: 300000 });
    const { id } = await json(res);
    const lead = await json(await t.as('admin').get(`/api/admin/leads/${id}`));
    const sixMonthsLater = new Date(t.clock.now());
    sixMonthsLater.setUTCMonth(sixMonthsLater.getUTCMonth() + 6);
    expect(lead.consent).toEqual({ basis: 'inquiry', lapsesAt: sixMonthsLater.toISOString(), withdrawnAt: null });
    const list = await json(await t.as('admin').get('/api/admin/leads?q=ina@example.com'));
    expect(list.items[0].consent.basis).toBe('inquiry');
  });
});

describe('the welcome mail and unsubscribing', () => {
  it('welcomes a subscriber with the brokerage\'s identification, an unsubscribe link and both headers', async () => {
    const { consent } = await subscribe('welcome.me@example.com');
    await t.runJobs();
    const mail = (await welcomeMailOf(consent.id))!;
    expect(mail).toBeDefined();
    expect(mail.headers.to).toBe('welcome.me@example.com');
    expect(mail.text).toContain('Maple Mortgage Group Inc.\nMaple Mortgage Group Inc., Licence #13579\n100 Harbourview Way, Suite 400, Toronto, ON M5J 0A1\n416-555-0123\nhttp://localhost:3000');
    const link = linkIn(mail);
    expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The link names the consent, never the address.
    expect(link).not.toContain('welcome.me');
  });

  it('shows one button on GET and changes nothing (mail scanners open links)', async () => {
    const { consent } = await subscribe('scanned@example.com');
    const link = pathOf(`${testOrigin}/unsubscribe?token=${unsubscribeToken(t.secrets, consent.id, t.clock.now())}`);
    const res = await t.anonymous.get(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    expect((await consentRow(consent.id)).withdrawnAt).toBeNull();
  });

  it('withdraws at once on the page\'s POST, with no sign-in, and the console lists the subscriber as unsubscribed', async () => {
    const { leadId, consent } = await subscribe('leaving@example.com');
    await t.runJobs();
    const link = linkIn((await welcomeMailOf(consent.id))!);
    const res = await t.anonymous.post(pathOf(link), 'ignored=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain(consentsMessages.unsubscribedTitle);
    expect(await consentRow(consent.id)).toMatchObject({ withdrawnAt: t.clock.now(), withdrawalMethod: 'unsubscribe_link' });

    const list = await json(await t.as('admin').get('/api/admin/subscribers?q=leaving@example.com'));
    expect(list).toMatchObject({ total: 1, items: [{ email: 'leaving@example.com', status: 'unsubscribed', page: '/newsletter', method: 'form' }] });
    const lead = await json(await t.as('admin').get(`/api/admin/leads/${leadId}`));
    expect(lead.consent).toEqual({ basis: 'express', lapsesAt: t.clock.now().toISOString(), withdrawnAt: t.clock.now().toISOString() });

    const again = await t.anonymous.post(pathOf(link), '', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(await again.text()).toContain('already unsubscribed');
  });

  it('takes a mail provider\'s one-click POST from another origin (RFC 8058), 60 days after the mail', async () => {
    const { consent } = await subscribe('one.click@example.com');
    const token = unsubscribeToken(t.secrets, consent.id, t.clock.now());
    const sixtyDaysLater = new Date(t.clock.now().getTime() + 60 * 86_400_000);
    const res = await t.app.request(`/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    // The clock's time is read at the request; the test moves it only for the expiry check below.
    expect(await consentRow(consent.id)).toMatchObject({ withdrawalMethod: 'one_click' });
    const later = await subscribe('later.click@example.com');
    const laterToken = unsubscribeToken(t.secrets, later.consent.id, t.clock.now());
    t.clock.set(sixtyDaysLater);
    try {
      const res60 = await t.app.request(`/unsubscribe?token=${laterToken}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(res60.status).toBe(200);
      expect(await consentRow(later.consent.id)).toMatchObject({ withdrawnAt: sixtyDaysLater, withdrawalMethod: 'one_click' });
    } finally {
      t.clock.set(new Date(sixtyDaysLater.getTime() - 60 * 86_400_000));
    }
  });

  it('refuses a tampered token, another consent\'s id under a signature, and a token past its life', async () => {
    const mine = await subscribe('holder@example.com');
    const other = await subscribe('victim@example.com');
    const token = unsubscribeToken(t.secrets, mine.consent.id, t.clock.now());
    const [, issued, signature] = token.split('.');
    const last = signature!.at(-1) === 'A' ? 'B' : 'A';
    const tampered = [
      `${token.slice(0, -1)}${last}`,
      `${other.consent.id}.${issued}.${signature}`,
      'not-a-token',
      unsubscribeToken(t.secrets, other.consent.id, new Date(t.clock.now().getTime() - 400 * 86_400_000)),
    ];
    for (const bad of tampered) {
      const get = await t.anonymous.get(`/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(get.status).toBe(400);
      expect(await get.text()).toContain(consentsMessages.invalidTokenTitle);
      const post = await t.anonymous.post(`/unsubscribe?token=${encodeURIComponent(bad)}`, 'List-Unsubscribe=One-Click', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(post.status).toBe(400);
    }
    expect((await consentRow(other.consent.id)).withdrawnAt).toBeNull();
    expect((await consentRow(mine.consent.id)).withdrawnAt).toBeNull();
  });
});

describe('the console\'s subscribers', () => {
  it('filters by status and exports only the active addresses, each once', async () => {
    const firstAt = t.clock.now();
    await subscribe('csv.active@example.com');
    t.clock.advance(60_000);
    await subscribe('csv.active@example.com', '/blog');
    const gone = await subscribe('csv.gone@example.com');
    await t.anonymous.post(`/unsubscribe?token=${unsubscribeToken(t.secrets, gone.consent.id, t.clock.now())}`, '', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });

    const admin = t.as('admin');
    const unsubscribed = await json(await admin.get('/api/admin/subscribers?status=unsubscribed&q=csv.'));
    expect(unsubscribed.items.map((s: { email: string }) => s.email)).toEqual(['csv.gone@example.com']);
    const active = await json(await admin.get('/api/admin/subscribers?status=active&q=csv.&pageSize=1'));
    expect(active).toMatchObject({ total: 2, items: [{ email: 'csv.active@example.com', status: 'active' }] });

    const res = await admin.get('/api/admin/subscribers/export.csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Email,Consent date,Page');
    expect(lines.filter((line) => line.startsWith('csv.'))).toEqual([`csv.active@example.com,${firstAt.toISOString()},/newsletter`]);
    expect(lines.join('\n')).not.toContain('leaving@example.com');
  });

  it('is the super admin\'s only', async () => {
    expect((await t.as('sarah').get('/api/admin/subscribers')).status).toBe(403);
    expect((await t.anonymous.get('/api/admin/subscribers/export.csv')).status).toBe(401);
  });
});

describe('the lead CSV export', () => {
  it('carries each lead\'s consent basis and when it lapses', async () => {
    await subscribe('csv.basis@example.com');
    const res = await t.as('admin').get('/api/admin/leads/export.csv?q=csv.basis');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]!.endsWith(',Details,Consent basis,Consent lapses')).toBe(true);
    expect(lines[1]!.endsWith(',Express,')).toBe(true);
  });
});
