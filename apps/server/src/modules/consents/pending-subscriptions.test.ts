import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '@maple/db/schema/consents';
import { leads } from '@maple/db/schema/leads';
import { pendingSubscriptions } from '@maple/db/schema/pending-subscriptions';
import { consentsMessages } from '@maple/shared/messages/consents';
import { subscriptionsMessages as m } from '@maple/shared/messages/subscriptions';
import { outboxMessages, type ParsedEml } from '../../test/eml.ts';
import { createTestApp, json, testOrigin, type TestApp } from '../../test/test-app.ts';

// Issue 42 point 4, decision 058: a sign-up is confirmed by the address's owner before anything
// but the confirmation mail goes to the address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1, leadsPerTenMinutes: 1000 });
});
afterAll(() => t.close());

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const later = (app: TestApp, ms: number) => app.clock.set(new Date(app.clock.now().getTime() + ms));
const fromClient = (address: string) => ({ headers: { 'x-forwarded-for': address } });

async function subscribe(app: TestApp, email: string, address = '203.0.113.7') {
  const res = await app.anonymous.post('/api/leads', { kind: 'newsletter', email, page: '/newsletter' }, fromClient(address));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

/** Every mail in the outbox to `email`, oldest first, with its file name. */
async function mailsTo(app: TestApp, email: string): Promise<(ParsedEml & { file: string })[]> {
  return (await outboxMessages(app.outbox)).filter((mail) => mail.headers.to === email);
}

const linkIn = (mail: ParsedEml) => /http:\/\/localhost:3000\/subscribe\/confirm\?token=\S+/.exec(mail.text)![0].slice(testOrigin.length);
const consentsOf = (email: string) => t.db.select().from(consents).where(eq(consents.email, email));
const leadsOf = (email: string) => t.db.select().from(leads).where(eq(leads.clientEmail, email));
const titleOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

describe('a newsletter sign-up awaiting its confirmation', () => {
  it('sends the address the confirmation mail and nothing else: no welcome, no lead, no consent', async () => {
    const email = 'not.yet@example.com';
    await subscribe(t, email);
    await t.runJobs();
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.file).toMatch(/-confirm-[0-9a-f-]{36}\.eml$/);
    expect(mails[0]!.headers.subject).toBe('Confirm your subscription to the Maple Mortgage Group Inc. newsletter');
    // Who is asking, as every mail to the public says (decision 046).
    expect(mails[0]!.text).toContain('Maple Mortgage Group Inc.\nMaple Mortgage Group Inc., Licence #13579\n100 Harbourview Way, Suite 400, Toronto, ON M5J 0A1');
    expect(await leadsOf(email)).toEqual([]);
    expect(await consentsOf(email)).toEqual([]);
    expect(mails.some((mail) => mail.file.includes('-welcome-'))).toBe(false);
  });

  it('is confirmed only by the page\'s POST: the consent is dated at the confirmation, then the lead and the welcome follow', async () => {
    const email = 'will.confirm@example.com';
    const signedUpAt = t.clock.now();
    await subscribe(t, email, '198.51.100.10');
    await t.runJobs();
    const link = linkIn((await mailsTo(t, email))[0]!);

    later(t, 2 * day + 3 * hour);
    // A mail scanner opening the link changes nothing.
    const shown = await t.request(link);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const page = await shown.text();
    expect(titleOf(page)).toBe(m.confirmTitle);
    expect(page).toContain(`<form method="post"><button type="submit">${m.confirmButton}</button></form>`);
    expect(await consentsOf(email)).toEqual([]);

    const confirmedAt = t.clock.now();
    const done = await t.request(link, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect(done.status).toBe(200);
    expect(titleOf(await done.text())).toBe(m.confirmedTitle);

    const [consent, ...more] = await consentsOf(email);
    expect(more).toEqual([]);
    expect(consent).toMatchObject({ purpose: 'newsletter', givenAt: confirmedAt, page: '/newsletter', method: 'form', withdrawnAt: null });
    expect(consent!.givenAt).not.toEqual(signedUpAt);
    const [lead] = await leadsOf(email);
    expect(lead).toMatchObject({ source: 'newsletter', createdAt: confirmedAt });
    expect(consent!.leadId).toBe(lead!.id);

    await t.runJobs();
    const welcome = (await mailsTo(t, email)).filter((mail) => mail.file.includes('-welcome-'));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.headers['list-unsubscribe']).toMatch(/\/unsubscribe\?token=/);

    // A second press (or a second tab) finds nothing left to confirm, and makes nothing again.
    const again = await t.request(link, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(titleOf(await again.text())).toBe(m.goneTitle);
    expect(await consentsOf(email)).toHaveLength(1);
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it('stores one lead for two presses at once, and keeps a sign-up whose confirmation stopped half way', async () => {
    const email = 'twice.at.once@example.com';
    await subscribe(t, email);
    await t.runJobs();
    const link = linkIn((await mailsTo(t, email))[0]!);
    const [pending] = await t.db.select().from(pendingSubscriptions).where(eq(pendingSubscriptions.email, email));

    const presses = await Promise.all([t.request(link, { method: 'POST' }), t.request(link, { method: 'POST' })]);
    expect(presses.map((res) => res.status)).toEqual([200, 200]);
    expect(await leadsOf(email)).toHaveLength(1);
    expect(await consentsOf(email)).toHaveLength(1);

    // A process that died after writing the lead left the pending row: pressing again finishes
    // the confirmation without a second lead, consent or welcome.
    await t.db.insert(pendingSubscriptions).values(pending!);
    const again = await t.request(link, { method: 'POST' });
    expect(titleOf(await again.text())).toBe(m.confirmedTitle);
    expect(await leadsOf(email)).toHaveLength(1);
    expect(await consentsOf(email)).toHaveLength(1);
    expect(await t.db.select().from(pendingSubscriptions).where(eq(pendingSubscriptions.email, email))).toEqual([]);
    await t.runJobs();
    expect((await mailsTo(t, email)).filter((mail) => mail.file.includes('-welcome-'))).toHaveLength(1);
  });

  it('refuses a link past its 7 days, and an altered one, with a page saying which', async () => {
    const email = 'too.late@example.com';
    await subscribe(t, email);
    await t.runJobs();
    const link = linkIn((await mailsTo(t, email))[0]!);

    const altered = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const method of ['GET', 'POST']) {
      const res = await t.request(altered, { method });
      expect(res.status).toBe(400);
      expect(titleOf(await res.text())).toBe(m.invalidTitle);
    }

    later(t, 7 * day + 1000);
    for (const method of ['GET', 'POST']) {
      const res = await t.request(link, { method });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(titleOf(html)).toBe(m.expiredTitle);
      expect(html).toContain(m.expiredBody);
    }
    expect(await consentsOf(email)).toEqual([]);
    expect(await leadsOf(email)).toEqual([]);

    // Signing up again sends a new link, which works.
    await subscribe(t, email);
    await t.runJobs();
    const fresh = linkIn((await mailsTo(t, email)).at(-1)!);
    expect((await t.request(fresh, { method: 'POST' })).status).toBe(200);
    expect(await consentsOf(email)).toHaveLength(1);
  });

  it('mails a repeatedly signed-up address once a day at most, and answers every sign-up alike', async () => {
    const email = 'signed.up.often@example.com';
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await subscribe(t, email));
      later(t, hour);
    }
    await t.runJobs();
    expect(await mailsTo(t, email)).toHaveLength(1);
    // Same shape for a first and a repeated sign-up, and no id that would tell them apart.
    expect(new Set(answers.map((a) => a.id)).size).toBe(3);
    const stranger = await subscribe(t, 'first.time@example.com');
    expect(Object.keys(stranger)).toEqual(Object.keys(answers[0]!));

    later(t, 21 * hour);
    await subscribe(t, email);
    await t.runJobs();
    expect(await mailsTo(t, email)).toHaveLength(2);
    expect((await t.db.select().from(pendingSubscriptions).where(eq(pendingSubscriptions.email, email))).length).toBe(1);
  });

  it('is listed by the console as awaiting confirmation, and found and erased by a privacy request', async () => {
    const email = 'pending.person@example.com';
    await subscribe(t, email);
    const admin = t.as('admin');
    const listed = await json(await admin.get(`/api/admin/subscribers?q=${encodeURIComponent(email)}`));
    expect(listed).toEqual({
      items: [{ id: expect.any(String), email, status: 'pending', consentedAt: null, requestedAt: t.clock.now().toISOString(), page: '/newsletter', method: 'form', clientAddress: '203.0.113.7', wordingVersion: null, withdrawnAt: null, withdrawalMethod: null }],
      total: 1,
    });
    expect((await json(await admin.get('/api/admin/subscribers?status=pending'))).items.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    expect((await json(await admin.get(`/api/admin/subscribers?status=active&q=${encodeURIComponent(email)}`))).total).toBe(0);
    expect((await admin.get('/api/admin/subscribers?status=nope')).status).toBe(400);
    expect((await json(await admin.get('/api/admin/subscribers?status=nope'))).error.fields.status).toBe(consentsMessages.invalidStatus);

    const found = await json(await admin.get(`/api/admin/privacy/search?q=${encodeURIComponent(email)}`));
    expect(found.matches.filter((match: { kind: string }) => match.kind === 'pending_subscription')).toHaveLength(1);
    const { id } = await json(await admin.post('/api/admin/privacy/requests', { kind: 'erasure', email }));
    const erased = await json(await admin.post(`/api/admin/privacy/requests/${id}/erase`));
    expect(erased.erased).toMatchObject({ pendingSubscriptions: 1 });
    expect(await t.db.select().from(pendingSubscriptions).where(eq(pendingSubscriptions.email, email))).toEqual([]);
  });
});

describe('an unconfirmed sign-up after 30 days', () => {
  it('is forgotten by the daily job, and its link then finds nothing to confirm', async () => {
    // The server's own schedules, their first slots taken at the start as a started worker would.
    const app = await createTestApp({ schedules: true, leadsPerTenMinutes: 1000 });
    try {
      await subscribe(app, 'never.confirmed@example.com');
      await subscribe(app, 'recent.one@example.com');
      await app.runJobs();
      const link = linkIn((await mailsTo(app, 'never.confirmed@example.com'))[0]!);
      const stillThere = async () => (await app.db.select({ email: pendingSubscriptions.email }).from(pendingSubscriptions)).map((r) => r.email).sort();

      // The next day's run keeps both; the sign-up again on day 10 restarts that address's 30 days.
      later(app, day + 1000);
      await app.runJobs();
      expect(await stillThere()).toEqual(['never.confirmed@example.com', 'recent.one@example.com']);
      later(app, 9 * day);
      await subscribe(app, 'recent.one@example.com');

      later(app, 21 * day);
      await app.runJobs();
      expect(await stillThere()).toEqual(['recent.one@example.com']);

      // Its link had expired anyway; a link within its week would find nothing left either.
      expect(titleOf(await (await app.request(link)).text())).toBe(m.expiredTitle);
    } finally {
      await app.close();
    }
  });
});
