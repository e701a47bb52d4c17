// The "Done when" for erasure: one person's email and phone go into every form, the chat,
// an agent's notes, an export's filter, the outbox and a webhook delivery; an erasure through the
// API then leaves them nowhere in the database (every text and JSON column of every table) or in
// the data folders, but as a hash on the request.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { auditEvents } from '@maple/db/schema/audit-events';
import { campaignRecipients, campaigns } from '@maple/db/schema/campaigns';
import { leads } from '@maple/db/schema/leads';
import { privacyRequests } from '@maple/db/schema/privacy';
import { rateAlerts } from '@maple/db/schema/rate-alerts';
import { tasks } from '@maple/db/schema/tasks';
import { insertLead } from '@maple/db/seed/factories';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { anonymizedLead } from '@maple/shared/schemas/privacy';
import { listOutboxFiles } from '../../lib/outbox-files.ts';
import { scanForText } from '../../test/personal-data-scan.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { confirmSignUp } from '../../test/confirmed-subscription.ts';
import { recordConsents } from '../consents/consents.service.ts';

const email = 'Jordan.Erase@Example.com';
const phoneTyped = '(416) 555-0177';
const needles = ['jordan.erase@example.com', '555-0177', '4165550177', '416) 555'];

let t: TestApp;
let receiver: WebhookReceiver;
let sarahId: string;

beforeAll(async () => {
  let port = 0;
  t = await createTestApp({ leadsPerTenMinutes: 1000, outsideFetch: { allowPrivate: (_address, p) => p === port, timeoutMs: 500 } });
  receiver = await startWebhookReceiver({ now: () => t.clock.now() });
  port = receiver.port;
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
}, 60_000);
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const admin = () => t.as('admin');
const postLead = async (body: Record<string, unknown>) => {
  const res = await t.anonymous.post('/api/leads', body);
  expect(res.status, JSON.stringify(body)).toBe(201);
  // A sign-up is a lead once its address's owner confirms it (decision 058).
  if (body.kind === 'newsletter') return confirmSignUp(t, body.email as string);
  return (await json(res)).id as string;
};

describe('erasing a person', () => {
  it('leaves their address and number nowhere but as a hash on the request, and says who else had them', async () => {
    const hook = await json(await admin().post('/api/admin/webhooks', { url: receiver.url(), events: ['lead.created', 'lead.updated', 'lead.assigned'] }));
    receiver.useSecret(hook.secret);

    // Every public form, the chat, then an agent's notes (on the person's lead and on someone else's).
    const quoteId = await postLead({ kind: 'quote', quoteType: 'purchase', price: 650000, downPayment: 65000, location: 'Ontario', amortization: 25, mortgageRate: 3.94, paymentFrequency: 'monthly', name: 'Jordan Erase', email, phone: phoneTyped, agentId: sarahId });
    await postLead({ kind: 'contact', firstName: 'Jordan', lastName: 'Erase', email, phone: phoneTyped, phoneType: 'Mobile', postalCode: 'M5V 2T6', comments: `Please call me at ${phoneTyped} or write to ${email}.`, consent: true });
    await postLead({ kind: 'application', name: 'Jordan Erase', email, phone: phoneTyped, mortgageAmount: 400000, propertyAddress: '1 Main St' });
    await postLead({ kind: 'newsletter', email });
    await postLead({ kind: 'agent_application', name: 'Jordan Erase', email, phone: phoneTyped, experience: '5 years', message: 'I would like to join.' });
    await postLead({
      kind: 'chat',
      name: 'Jordan Erase',
      email,
      phone: phoneTyped,
      conversation: [
        { role: 'user', content: `Hi, I am Jordan, my email is ${email} and my phone is ${phoneTyped}` },
        { role: 'assistant', content: 'Thank you, an agent will be in touch.' },
      ],
      chatSessionId: 'erasure-chat-session',
    });
    const otherLeadId = await postLead({ kind: 'newsletter', email: 'someone.else@example.com', agentId: sarahId });
    expect((await t.as('sarah').patch(`/api/me/leads/${quoteId}`, { notes: `Spoke with Jordan on ${phoneTyped}.` })).status).toBe(200);
    expect((await t.as('sarah').patch(`/api/me/leads/${otherLeadId}`, { notes: `Referred by ${email}` })).status).toBe(200);
    // The client's identification on file (FINTRAC): kept through the erasure, and named.
    const identification = await t.as('sarah').post(`/api/me/leads/${quoteId}/identifications`, {
      clientName: 'Jordan Erase',
      address: '1 Main St\nToronto ON M5V 2T6',
      dateOfBirth: '1988-03-09',
      method: 'government_photo_id',
      documentType: 'Driver licence',
      documentNumber: 'E1234-56789-80309',
      issuingJurisdiction: 'Ontario',
      expiresOn: '2031-02-01',
      verifiedOn: brokerageDay(t.clock.now()),
      pepDetermination: 'not_pep',
      thirdPartyDetermination: 'no_third_party',
      purpose: 'Purchase of a principal residence.',
    });
    expect(identification.status).toBe(201);
    const identificationId = (await json(identification)).id as string;
    // An export filtered by the address keeps the filter in the audit trail.
    expect((await admin().get(`/api/admin/leads/export.csv?q=${encodeURIComponent(email)}`)).status).toBe(200);
    // The notification mails are written and the webhooks sent.
    await t.runJobs();
    expect((await listOutboxFiles(t.outbox)).length).toBeGreaterThanOrEqual(6);
    expect(receiver.received.some((r) => r.body.includes('jordan.erase@example.com') || r.body.includes('Jordan.Erase@Example.com'))).toBe(true);
    const leadCount = await t.db.$count(leads);

    expect(await scanForText(t.db, needles, { dirs: [t.outbox, t.filesDir] })).not.toEqual([]);
    const found = await json(await admin().get(`/api/admin/privacy/search?q=${encodeURIComponent(email)}`));
    const kinds = new Set(found.matches.map((match: { kind: string }) => match.kind));
    // The application form started a mortgage file, with the client's access to the portal and what
    // they typed kept for the application's first step (issue 39 §1).
    expect([...kinds].sort()).toEqual(['application', 'audit_event', 'consent', 'lead', 'lead_identification', 'lead_mention', 'mortgage_file', 'outbox_file', 'portal_applicant', 'webhook_delivery']);
    expect(found.matches.filter((match: { kind: string }) => match.kind === 'consent')).toHaveLength(2);
    expect(found.matches.filter((match: { kind: string }) => match.kind === 'lead')).toHaveLength(6);
    const byPhone = await json(await admin().get(`/api/admin/privacy/search?q=${encodeURIComponent('+1 416.555.0177')}`));
    expect(byPhone.matches.filter((match: { kind: string }) => match.kind === 'lead')).toHaveLength(5);

    const created = await admin().post('/api/admin/privacy/requests', { kind: 'erasure', email, phone: phoneTyped });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const erased = await admin().post(`/api/admin/privacy/requests/${id}/erase`);
    expect(erased.status).toBe(200);
    const result = await json(erased);
    expect(result.erased).toMatchObject({ leads: 6, portalAccess: 1, leadMentions: 1, auditEvents: 1, consents: 2, identificationsKept: 0, outboxFiles: expect.any(Number), webhookDeliveries: expect.any(Number) });
    expect(result.erased.outboxFiles).toBeGreaterThanOrEqual(6);
    expect(result.keptUnderHold).toEqual([{ kind: 'lead_identification', id: identificationId }]);
    expect(result.receivers).toEqual([{ webhookId: hook.id, url: receiver.url() }]);

    // Nowhere: not in any column of any table, not in any file. The record under a hold still
    // names the client (it holds no address or phone) and still reads on the lead.
    expect(await scanForText(t.db, needles, { dirs: [t.outbox, t.filesDir] })).toEqual([]);
    const kept = await json(await t.as('sarah').get(`/api/me/leads/${quoteId}/identifications`));
    expect(kept.items.map((item: { id: string; clientName: string }) => [item.id, item.clientName])).toEqual([[identificationId, 'Jordan Erase']]);
    // The rows stay for the counts, anonymized; the other person's lead keeps everything but the mention.
    expect(await t.db.$count(leads)).toBe(leadCount);
    const [quote] = await t.db.select().from(leads).where(eq(leads.id, quoteId));
    expect(quote).toMatchObject({ clientName: anonymizedLead.name, clientEmail: anonymizedLead.email, clientPhone: null, message: null, notes: null, metadata: {}, source: 'mortgage_calculator', agentId: sarahId });
    const [other] = await t.db.select().from(leads).where(eq(leads.id, otherLeadId));
    expect(other).toMatchObject({ clientEmail: 'someone.else@example.com', notes: 'Referred by [erased]' });
    // The request keeps a hash of each, and says what was done.
    const [request] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
    expect(request).toMatchObject({
      email: null,
      phone: null,
      emailHash: createHash('sha256').update('jordan.erase@example.com').digest('hex'),
      phoneHash: createHash('sha256').update('4165550177').digest('hex'),
      status: 'completed',
    });
    expect(await json(await admin().get(`/api/admin/privacy/requests/${id}`))).toMatchObject({ erased: true, email: null, erasure: result });
    // Every step is in the audit trail, by request id.
    const steps = await t.db.select({ detail: auditEvents.detail }).from(auditEvents).where(eq(auditEvents.kind, 'privacy_data_erased'));
    expect(steps.map((s) => s.detail)).toEqual(Object.keys(result.erased).map((step) => ({ requestId: id, step, count: result.erased[step] })));
    // Done once: a second erasure, or an export, has no address to work with.
    expect((await admin().post(`/api/admin/privacy/requests/${id}/erase`)).status).toBe(409);
    expect((await admin().get(`/api/admin/privacy/requests/${id}/export`)).status).toBe(409);
  });

  it('finds and erases a mail that names the person only in an RFC 2047 encoded subject', async () => {
    // Built by nodemailer as the mailer builds every message: a subject with accents goes out as
    // encoded words, so the address in it is not in the file as written.
    const address = 'helene.cote@example.com';
    const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
      from: 'Maple Mortgage <no-reply@maple.test>',
      to: 'leads@maple.test',
      subject: `Rappeler Hélène Côté <${address}>`,
      text: 'Voir le sujet.',
    });
    const raw = built.message as Buffer;
    expect(raw.toString('utf8')).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw.toString('utf8').toLowerCase()).not.toContain(address);
    const name = '2026-01-02T03-04-05-006Z-encoded-subject.eml';
    await writeFile(join(t.outbox, name), raw);

    const found = await json(await admin().get(`/api/admin/privacy/search?q=${encodeURIComponent(address)}`));
    expect(found.matches.filter((match: { kind: string }) => match.kind === 'outbox_file').map((match: { id: string }) => match.id)).toEqual([name]);

    const created = await json(await admin().post('/api/admin/privacy/requests', { kind: 'erasure', email: address }));
    const erased = await admin().post(`/api/admin/privacy/requests/${created.id}/erase`);
    expect(erased.status).toBe(200);
    expect((await json(erased)).erased.outboxFiles).toBe(1);
    expect((await listOutboxFiles(t.outbox)).map((file) => file.name)).not.toContain(name);
  });
  it('finds and exports the rate alerts, campaign mail and tasks of a person, then leaves no row with their address (PIPEDA 4.5, 4.9)', async () => {
    const address = 'Riley.Alerts@Example.com';
    const lower = address.toLowerCase();
    const now = t.clock.now();
    const [alertConsent, mailConsent] = await t.db.transaction((tx) =>
      recordConsents(
        tx,
        (['rate_alert', 'newsletter'] as const).map((purpose) => ({ leadId: null, email: address, purpose, language: 'en' as const, wording: `Test ${purpose} wording`, givenAt: now, clientAddress: null, page: '/rates', method: 'form' as const })),
      ),
    );
    await t.db.insert(rateAlerts).values({ consentId: alertConsent!, email: lower, province: 'ON', termMonths: 60, lastRate: 4.19, createdAt: now });
    // A task on their lead (issue 40 §2): its title is free text about them.
    const lead = await insertLead(t.db, { clientEmail: address, agentId: sarahId });
    await t.db.insert(tasks).values({ leadId: lead.id, agentId: sarahId, title: 'Call Riley about the renewal', dueDate: brokerageDay(now), createdAt: now });
    const [sent, waiting] = await t.db
      .insert(campaigns)
      .values(['Spring rates', 'Summer rates'].map((subject, i) => ({ subject, body: 'Rates', audience: { kind: 'subscribers' }, status: 'sending' as const, createdAt: new Date(now.getTime() + i * 60_000), updatedAt: now })))
      .returning();
    await t.db.insert(campaignRecipients).values([
      { campaignId: sent!.id, email: lower, consentId: mailConsent!, status: 'failed', error: `550 ${lower}: mailbox unavailable`, attempts: 1 },
      { campaignId: waiting!.id, email: lower, consentId: mailConsent!, status: 'pending' },
      { campaignId: waiting!.id, email: 'someone.kept@example.com', consentId: mailConsent!, status: 'pending' },
    ]);

    const found = await json(await admin().get(`/api/admin/privacy/search?q=${encodeURIComponent(address)}`));
    const kinds = found.matches.map((match: { kind: string }) => match.kind);
    expect(kinds.filter((kind: string) => kind === 'rate_alert')).toHaveLength(1);
    expect(kinds.filter((kind: string) => kind === 'campaign_recipient')).toHaveLength(2);
    expect(kinds.filter((kind: string) => kind === 'task')).toHaveLength(1);
    const access = await json(await admin().post('/api/admin/privacy/requests', { kind: 'access', email: address }));
    const exported = await json(await admin().get(`/api/admin/privacy/requests/${access.id}/export`));
    const records = exported.records.filter((record: { kind: string }) => record.kind === 'rate_alert' || record.kind === 'campaign_recipient');
    expect(records.map((record: { kind: string; data: Record<string, unknown> }) => [record.kind, record.data.email, record.data.subject ?? record.data.province])).toEqual([
      ['rate_alert', lower, 'ON'],
      ['campaign_recipient', lower, 'Spring rates'],
      ['campaign_recipient', lower, 'Summer rates'],
    ]);

    const erasure = await json(await admin().post('/api/admin/privacy/requests', { kind: 'erasure', email: address }));
    const erased = await admin().post(`/api/admin/privacy/requests/${erasure.id}/erase`);
    expect(erased.status).toBe(200);
    expect((await json(erased)).erased).toMatchObject({ rateAlerts: 1, campaignRecipients: 2, consents: 2, tasks: 1, leads: 1 });
    expect(await t.db.$count(tasks, eq(tasks.leadId, lead.id))).toBe(0);
    expect(await scanForText(t.db, [lower], { dirs: [] })).toEqual([]);
    expect(await t.db.$count(rateAlerts)).toBe(0);
    // The recipient rows stay for the campaigns' counts, with no address, no consent and the waiting copy skipped.
    const rows = await t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, waiting!.id));
    expect(rows.map((row) => [row.email.endsWith('@erased.invalid') || row.email, row.status, row.consentId === null])).toEqual(
      expect.arrayContaining([
        [true, 'skipped', true],
        ['someone.kept@example.com', 'pending', false],
      ]),
    );
    const [failed] = await t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, sent!.id));
    expect(failed).toMatchObject({ status: 'failed', error: null, consentId: null });
  });
});
