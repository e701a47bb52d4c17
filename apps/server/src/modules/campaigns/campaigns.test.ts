import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRecipients } from '@maple/db/schema/campaigns';
import { consents } from '@maple/db/schema/consents';
import { jobs } from '@maple/db/schema/jobs';
import { fundedMortgages } from '@maple/db/schema/funded-mortgages';
import { leads } from '@maple/db/schema/leads';
import { insertLead } from '@maple/db/seed/factories';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { campaignsMessages as m } from '@maple/shared/messages/campaigns';
import type { AudienceCount, Campaign } from '@maple/shared/schemas/campaigns';
import { addMonthsToDay } from '@maple/shared/schemas/funded-mortgages';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import { parseEml, type ParsedEml } from '../../test/eml.ts';
import { startSmtpFixture } from '../../test/smtp-fixture.ts';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app.ts';
import { recordConsents } from '../consents/consents.service.ts';
import { campaignSendJob, campaignSendKey } from './campaigns.service.ts';

// Issue 40 §6, decisions 104 and 105: campaigns go only to addresses with the right consent on
// record, once each, through the job queue, to a local SMTP server.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpFixture>>;
beforeAll(async () => {
  smtp = await startSmtpFixture({ refuse: (address) => address === 'refused.sub@example.com' });
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function consent(email: string, purpose: 'newsletter' | 'client_mail' | 'contact', options: { leadId?: string; withdrawn?: boolean; language?: 'en' | 'fr' } = {}) {
  const [id] = await t.db.transaction((tx) =>
    recordConsents(tx, [{ leadId: options.leadId ?? null, email, purpose, language: options.language ?? 'en', wording: `Test ${purpose} wording`, givenAt: t.clock.now(), clientAddress: null, page: '/newsletter', method: 'form' }]),
  );
  if (options.withdrawn) await t.db.update(consents).set({ withdrawnAt: t.clock.now(), withdrawalMethod: 'one_click' }).where(eq(consents.email, email));
  return id!;
}

const mailsTo = async (email: string): Promise<ParsedEml[]> => Promise.all(smtp.received.filter((r) => r.to.includes(email)).map((r) => parseEml(r.data)));
const admin = () => t.as('admin');
const count = async (audience: unknown) => {
  const res = await admin().post('/api/admin/campaigns/audience-count', { audience });
  expect(res.status).toBe(200);
  return (await res.json()) as AudienceCount;
};
// With its French text unless told otherwise: an audience with French readers needs it (decision 111).
const french = { subjectFr: 'Les taux baissent', bodyFr: '# Les taux baissent\n\nAppelez-nous pour un **examen**.' };
const draft = async (audience: unknown, subject = 'Spring rates', { withFrench = true } = {}) => {
  const res = await admin().post('/api/admin/campaigns', { subject, body: '# Rates are down\n\nCall us for a **review**.', ...(withFrench ? french : {}), audience });
  expect(res.status).toBe(201);
  return (await res.json()) as Campaign;
};

describe('the audience of a campaign', () => {
  beforeAll(async () => {
    await consent('sub.one@example.com', 'newsletter');
    await consent('sub.two@example.com', 'newsletter', { language: 'fr' });
    await consent('sub.gone@example.com', 'newsletter', { withdrawn: true });
    await consent('refused.sub@example.com', 'newsletter');
    // Leads: an express client_mail consent, an inquiry without one, an erased one, a newsletter consent; only "qualified" ones.
    const withConsent = await insertLead(t.db, { clientEmail: 'Client.Yes@example.com', status: 'qualified', metadata: { postalCode: 'K1A 0B1' } });
    await consent('client.yes@example.com', 'client_mail', { leadId: withConsent.id });
    await insertLead(t.db, { clientEmail: 'inquiry.only@example.com', status: 'qualified' });
    const contact = await insertLead(t.db, { clientEmail: 'contact.only@example.com', status: 'qualified' });
    await consent('contact.only@example.com', 'contact', { leadId: contact.id });
    await insertLead(t.db, { clientEmail: 'erased-123@erased.invalid', status: 'qualified', anonymizedAt: t.clock.now() });
    await insertLead(t.db, { clientEmail: 'sub.gone@example.com', status: 'qualified' });
  });

  it('counts the subscribers who may be mailed, and the unsubscribed left out', async () => {
    const counted = await count({ kind: 'subscribers' });
    // The demo content has subscribers of its own: the test's three are among them.
    expect(counted.recipients).toBeGreaterThanOrEqual(2);
    expect(counted.leftOut.unsubscribed).toBeGreaterThanOrEqual(1);
    expect(counted.leftOut.erased).toBe(0);
    // Of them, those who read French (sub.two): the console shows it beside the count.
    expect(counted.french).toBeGreaterThanOrEqual(1);
    expect(counted.french).toBeLessThan(counted.recipients);
  });

  it('mails a lead only with an express client_mail or newsletter consent on record: no consent, unsubscribed and erased are left out', async () => {
    const counted = await count({ kind: 'leads', status: 'qualified' });
    expect(counted.leftOut.erased).toBeGreaterThanOrEqual(1);
    expect(counted.leftOut.unsubscribed).toBeGreaterThanOrEqual(1);
    // An inquiry and a contact form's consent are not consent to a campaign (decision 104).
    expect(counted.leftOut.noConsent).toBeGreaterThanOrEqual(2);
    const ids = await t.db.select({ email: leads.clientEmail }).from(leads).where(eq(leads.status, 'qualified'));
    expect(ids.length).toBeGreaterThanOrEqual(5);
    // By province: the client's postal code is Ontario's.
    expect((await count({ kind: 'leads', status: 'qualified', province: 'ON' })).recipients).toBe(1);
    expect((await count({ kind: 'leads', status: 'qualified', province: 'BC' })).recipients).toBe(0);
  });

  it('refuses a bad audience on its field', async () => {
    expect((await admin().post('/api/admin/campaigns/audience-count', { audience: { kind: 'everyone' } })).status).toBe(400);
    expect((await admin().post('/api/admin/campaigns/audience-count', { audience: { kind: 'leads', province: 'ZZ' } })).status).toBe(400);
  });

  it('counts the book\u2019s clients only with an express client_mail consent on record, by maturity', async () => {
    const near = { kind: 'book', maturingWithinMonths: 6 };
    const [wholeBefore, nearBefore] = [await count({ kind: 'book' }), await count(near)];
    const today = brokerageDay(t.clock.now());
    const mortgage = { lender: 'TD', amountCents: 30_000_000, ratePercent: 5, rateType: 'fixed', termMonths: 60, amortizationMonths: 300, paymentFrequency: 'monthly', fundingDate: addMonthsToDay(today, -40) } as const;
    const at = t.clock.now();
    // Express client_mail (near maturity), newsletter only, nothing, client_mail withdrawn (far), client_mail (far).
    const clients = [
      ['Book.Yes@example.com', 2],
      ['book.newsletter@example.com', 2],
      ['book.none@example.com', 2],
      ['book.gone@example.com', 30],
      ['book.far@example.com', 30],
    ] as const;
    await t.db.insert(fundedMortgages).values(clients.map(([clientEmail, months]) => ({ ...mortgage, maturityDate: addMonthsToDay(today, months), clientName: 'Book Client', clientEmail, createdAt: at, updatedAt: at })));
    await consent('book.yes@example.com', 'client_mail');
    await consent('book.newsletter@example.com', 'newsletter');
    await consent('book.gone@example.com', 'client_mail', { withdrawn: true });
    await consent('book.far@example.com', 'client_mail');

    const whole = await count({ kind: 'book' });
    expect(whole.recipients - wholeBefore.recipients).toBe(2);
    // A newsletter consent is not consent to client mail, nor is the mortgage itself (decision 104).
    expect(whole.leftOut.noConsent - wholeBefore.leftOut.noConsent).toBe(2);
    expect(whole.leftOut.unsubscribed - wholeBefore.leftOut.unsubscribed).toBe(1);
    const nearNow = await count(near);
    expect([nearNow.recipients - nearBefore.recipients, nearNow.leftOut.noConsent - nearBefore.leftOut.noConsent, nearNow.leftOut.unsubscribed - nearBefore.leftOut.unsubscribed]).toEqual([1, 2, 0]);
    expect((await admin().post('/api/admin/campaigns/audience-count', { audience: { kind: 'book', maturingWithinMonths: 0 } })).status).toBe(400);
  });
});

describe('sending a campaign', () => {
  it('sends a test to its author only, with the identification and the one-click unsubscribe', async () => {
    const campaign = await draft({ kind: 'subscribers' }, 'Test me');
    const res = await admin().post(`/api/admin/campaigns/${campaign.id}/test`);
    expect(res.status).toBe(202);
    // In the author's language (the demo admin's is English).
    expect(await res.json()).toEqual({ to: 'admin@demo.maple.test', language: 'en' });
    await t.runJobs();
    const [mail] = await mailsTo('admin@demo.maple.test');
    expect(mail!.headers.subject).toBe('[Test] Test me');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain('Call us for a **review**.');
    // The HTML part: the Markdown as the blog renders it, and the same footer with its link.
    expect(mail!.html).toContain('<h1>Rates are down</h1>');
    expect(mail!.html).toContain('<strong>review</strong>');
    const link = /<([^>]+)>/.exec(mail!.headers['list-unsubscribe']!)![1]!.replaceAll('&', '&amp;');
    expect(mail!.html).toContain(`<a href="${link}" style="color:#1d4ed8">${link}</a>`);
    expect(mail!.html).toContain('Maple Mortgage Group Inc.');
    expect(mail!.html).toMatch(/^<!doctype html><html lang="en-CA">/);
    expect(await mailsTo('sub.one@example.com')).toEqual([]);
  });

  it('sends the test in French on request, as a French reader gets it; refuses a French test without French text', async () => {
    const campaign = await draft({ kind: 'subscribers' }, 'Test in French');
    const before = (await mailsTo('admin@demo.maple.test')).length;
    const res = await admin().post(`/api/admin/campaigns/${campaign.id}/test`, { language: 'fr' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ to: 'admin@demo.maple.test', language: 'fr' });
    await t.runJobs();
    const mail = (await mailsTo('admin@demo.maple.test'))[before]!;
    expect(mail.headers.subject).toBe('[Essai] Les taux baissent');
    expect(mail.text).toContain('Appelez-nous pour un **examen**.');
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr-CA">/);
    expect(mail.html).toContain('<h1>Les taux baissent</h1>');

    const english = await draft({ kind: 'subscribers' }, 'English only', { withFrench: false });
    const refused = await admin().post(`/api/admin/campaigns/${english.id}/test`, { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ bodyFr: m.noFrenchToTest });
  });

  it('takes the French subject and message both or neither, refusing one alone on the missing field', async () => {
    const base = { subject: 'Half', body: 'Hello', audience: { kind: 'subscribers' } };
    const noBody = await admin().post('/api/admin/campaigns', { ...base, subjectFr: 'Moitié' });
    expect(noBody.status).toBe(400);
    expect(((await noBody.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ bodyFr: m.bodyFrRequired });
    const noSubject = await admin().post('/api/admin/campaigns', { ...base, subjectFr: '  ', bodyFr: 'Bonjour' });
    expect(((await noSubject.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ subjectFr: m.subjectFrRequired });
    // Neither (empty or null) is an English-only draft.
    const neither = await admin().post('/api/admin/campaigns', { ...base, subjectFr: '', bodyFr: null });
    expect(neither.status).toBe(201);
    expect((await neither.json()) as Campaign).toMatchObject({ subjectFr: null, bodyFr: null });
  });

  it('cannot be sent or scheduled without its French text to an audience with a French recipient: 400 on the French message, nothing queued', async () => {
    const campaign = await draft({ kind: 'subscribers' }, 'No French', { withFrench: false });
    for (const request of [{}, { at: new Date(t.clock.now().getTime() + 3_600_000).toISOString() }]) {
      const res = await admin().post(`/api/admin/campaigns/${campaign.id}/send`, request);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(error).toMatchObject({ message: m.frenchRequired, fields: { bodyFr: m.frenchRequired } });
    }
    expect(((await (await admin().get(`/api/admin/campaigns/${campaign.id}`)).json()) as Campaign).status).toBe('draft');
    expect(await t.db.$count(campaignRecipients, eq(campaignRecipients.campaignId, campaign.id))).toBe(0);
    expect(await t.db.$count(jobs, eq(jobs.dedupeKey, campaignSendKey({ campaignId: campaign.id, round: 0 })))).toBe(0);
  });

  it('renders only what the blog allows into the HTML part: no markup typed in, no outside image, no script link; our own links made absolute', async () => {
    const body = [
      '<script>alert(1)</script><img src=x onerror=alert(2)>',
      '[rates](/rates) [site](https://example.com/a?b=1&c=2) [bad](javascript:alert(3)) [data](data:text/html,hi)',
      '![tracker](https://tracker.example/pixel.png) ![ours](/files/blog-images/posts/a.webp)',
      '<b>typed</b> & "quoted"',
    ].join('\n\n');
    const res = await admin().post('/api/admin/campaigns', { subject: 'Hostile <b>', body, audience: { kind: 'subscribers' } });
    expect(res.status).toBe(201);
    const campaign = (await res.json()) as Campaign;
    const before = (await mailsTo('admin@demo.maple.test')).length;
    expect((await admin().post(`/api/admin/campaigns/${campaign.id}/test`)).status).toBe(202);
    await t.runJobs();
    const html = (await mailsTo('admin@demo.maple.test'))[before]!.html!;
    expect(html).not.toMatch(/<script|onerror|<b>|javascript:|data:text|tracker\.example/i);
    expect(html).toContain(`<a href="${testOrigin}/rates" style="color:#1d4ed8">rates</a>`);
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" style="color:#1d4ed8">site</a>');
    expect(html).toContain('<span>bad</span>');
    expect(html).toContain(`<img src="${testOrigin}/files/blog-images/posts/a.webp" alt="ours"`);
    expect(html).toContain('<title>[Test] Hostile &lt;b&gt;</title>');
    expect(html).toContain('&amp; &quot;quoted&quot;');
  });

  it('cannot be sent to an audience with nobody to mail: 400, and it stays a draft', async () => {
    const campaign = await draft({ kind: 'leads', province: 'NU' });
    const res = await admin().post(`/api/admin/campaigns/${campaign.id}/send`, {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(m.noRecipients);
    expect(((await (await admin().get(`/api/admin/campaigns/${campaign.id}`)).json()) as Campaign).status).toBe('draft');
  });

  it('mails each consenting recipient once, skips one who withdrew before the send, and counts sent, skipped and unsubscribed', async () => {
    const campaign = await draft({ kind: 'leads', status: 'qualified' }, 'Your renewal options');
    const before = smtp.received.length;
    const sent = await admin().post(`/api/admin/campaigns/${campaign.id}/send`, {});
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as Campaign).status).toBe('sending');
    // Sending again is refused: it is no longer a draft.
    expect((await admin().post(`/api/admin/campaigns/${campaign.id}/send`, {})).status).toBe(409);
    await t.runJobs();
    const mails = await mailsTo('client.yes@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toBe('Your renewal options');
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(new RegExp(`^<${testOrigin}/unsubscribe\\?token=`));
    expect(mails[0]!.text).toContain('Maple Mortgage Group Inc.');
    // Only the lead with consent: nobody else of the audience got it.
    expect(smtp.received.length - before).toBe(1);

    // A replayed round (another process, a restart) sends nothing more.
    await enqueueJob(t.db, campaignSendJob, { campaignId: campaign.id, round: 0 }, { runAt: t.clock.now(), dedupeKey: `${campaignSendKey({ campaignId: campaign.id, round: 0 })}:replay` });
    await t.runJobs();
    expect(await mailsTo('client.yes@example.com')).toHaveLength(1);

    // The recipient unsubscribes from the mail's link: the campaign counts it.
    const link = /<([^>]+)>/.exec(mails[0]!.headers['list-unsubscribe']!)![1]!.slice(testOrigin.length);
    expect((await t.anonymous.post(link, undefined, { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);
    const done = (await (await admin().get(`/api/admin/campaigns/${campaign.id}`)).json()) as Campaign;
    expect(done.status).toBe('sent');
    expect(done.counts).toMatchObject({ recipients: 1, sent: 1, failed: 0, skipped: 0, pending: 0, unsubscribed: 1 });
    expect(done.leftOut!.erased).toBeGreaterThanOrEqual(1);
  });

  it('skips a subscriber who withdrew between queueing and sending, counts the mail server\'s refusal as failed, and writes each in their language', async () => {
    await consent('sub.three@example.com', 'newsletter');
    const campaign = await draft({ kind: 'subscribers' }, 'Newsletter');
    expect((await admin().post(`/api/admin/campaigns/${campaign.id}/send`, {})).status).toBe(200);
    const rows = await t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaign.id));
    expect(rows.find((r) => r.email === 'sub.two@example.com')!.language).toBe('fr');
    await t.db.update(consents).set({ withdrawnAt: t.clock.now(), withdrawalMethod: 'one_click' }).where(eq(consents.email, 'sub.one@example.com'));
    await t.runJobs();
    expect(await mailsTo('sub.one@example.com')).toEqual([]);
    // The French reader gets the French subject and message (decision 111), the English one the English.
    const [french] = await mailsTo('sub.two@example.com');
    expect(french!.headers.subject).toBe('Les taux baissent');
    expect(french!.text).toContain('Appelez-nous pour un **examen**.');
    expect(french!.text).not.toContain('review');
    expect(french!.text).toContain('désabonner');
    expect(french!.html).toMatch(/^<!doctype html><html lang="fr-CA">/);
    expect(french!.html).toContain('<h1>Les taux baissent</h1>');
    expect(french!.html).toContain('Pour vous désabonner');
    const [english] = await mailsTo('sub.three@example.com');
    expect(english!.headers.subject).toBe('Newsletter');
    expect(english!.text).toContain('Call us for a **review**.');
    expect(english!.text).not.toContain('examen');
    expect(english!.html).toMatch(/^<!doctype html><html lang="en-CA">/);
    expect(english!.html).toContain('<h1>Rates are down</h1>');
    const done = (await (await admin().get(`/api/admin/campaigns/${campaign.id}`)).json()) as Campaign;
    expect(done.counts.skipped).toBe(1);
    expect(done.counts.failed).toBe(1);
    expect(done.counts.sent).toBe(rows.length - 2);
  });

  it('schedules a campaign for a later time and refuses a time in the past', async () => {
    const campaign = await draft({ kind: 'subscribers' }, 'Later');
    const past = await admin().post(`/api/admin/campaigns/${campaign.id}/send`, { at: new Date(t.clock.now().getTime() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const res = await admin().post(`/api/admin/campaigns/${campaign.id}/send`, { at });
    expect(res.status).toBe(200);
    expect((await res.json()) as Campaign).toMatchObject({ status: 'scheduled', scheduledAt: at, queuedAt: null });
    t.clock.set(new Date(at));
    await t.runJobs();
    const done = (await (await admin().get(`/api/admin/campaigns/${campaign.id}`)).json()) as Campaign;
    expect(done.status).toBe('sent');
    expect(done.counts.sent).toBeGreaterThanOrEqual(1);
  });

  it('cancels a scheduled campaign before its time: a draft again, nothing sent at the old time, and scheduled anew', async () => {
    const campaign = await draft({ kind: 'subscribers' }, 'Cancelled');
    expect((await admin().post(`/api/admin/campaigns/${campaign.id}/cancel`)).status).toBe(409);
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect((await admin().post(`/api/admin/campaigns/${campaign.id}/send`, { at })).status).toBe(200);
    const cancelled = await admin().post(`/api/admin/campaigns/${campaign.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()) as Campaign).toMatchObject({ status: 'draft', scheduledAt: null, queuedAt: null });
    expect(await t.db.$count(jobs, eq(jobs.dedupeKey, campaignSendKey({ campaignId: campaign.id, round: 0 })))).toBe(0);
    // The old time comes and goes: nothing is written or sent.
    t.clock.set(new Date(at));
    await t.runJobs();
    expect(await t.db.$count(campaignRecipients, eq(campaignRecipients.campaignId, campaign.id))).toBe(0);
    expect(((await (await admin().get(`/api/admin/campaigns/${campaign.id}`)).json()) as Campaign).status).toBe('draft');
    // A draft again: edited, then scheduled anew, it goes out at the new time.
    expect((await admin().patch(`/api/admin/campaigns/${campaign.id}`, { subject: 'Cancelled, then sent', body: 'Hello', subjectFr: 'Annulée, puis envoyée', bodyFr: 'Bonjour', audience: { kind: 'subscribers' } })).status).toBe(200);
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect((await admin().post(`/api/admin/campaigns/${campaign.id}/send`, { at: later })).status).toBe(200);
    t.clock.set(new Date(later));
    await t.runJobs();
    expect(((await (await admin().get(`/api/admin/campaigns/${campaign.id}`)).json()) as Campaign).status).toBe('sent');
  });

  it('refuses to cancel once the send has started, and leaves the campaign as it was', async () => {
    const campaign = await draft({ kind: 'subscribers' }, 'Too late');
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await admin().post(`/api/admin/campaigns/${campaign.id}/send`, { at });
    // A worker has taken the send (as the queue's claim marks it) when the cancel arrives.
    await t.db.update(jobs).set({ status: 'running', lockedAt: t.clock.now(), lockedBy: 'another-process' }).where(eq(jobs.dedupeKey, campaignSendKey({ campaignId: campaign.id, round: 0 })));
    const res = await admin().post(`/api/admin/campaigns/${campaign.id}/cancel`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(m.alreadySending);
    expect(((await (await admin().get(`/api/admin/campaigns/${campaign.id}`)).json()) as Campaign).status).toBe('scheduled');
  });
});
