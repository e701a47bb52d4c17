// Express consent to mail given later (issue 40 §4): the agent records it on an own mortgage of the
// Book, it is kept as a `client_mail` consent through the consents module, and the renewal
// reminders then mail the client; another agent's mortgage is 404, a day after today 400 on its
// field, and a refusal keeps nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { consents, consentWordings } from '@maple/db/schema/consents';
import { fundedMortgages, renewalReminders } from '@maple/db/schema/funded-mortgages';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { senderName } from '@maple/shared/consent-wording';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { bookMessages as fr } from '@maple/shared/messages/fr/book';
import { addMonthsToDay, type FundedMortgage } from '@maple/shared/schemas/funded-mortgages';
import { outboxMessages } from '../../test/eml.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { queueRenewalReminders } from './renewal-reminders-job.ts';

let t: TestApp;
let sarahId: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  [{ id: sarahId }] = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen'))) as [{ id: string }];
  today = brokerageDay(t.clock.now());
});
afterAll(() => t.close());

const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** An imported mortgage of Sarah's with no consent basis, maturing inside the 180-day milestone's window. */
async function imported(email: string) {
  const now = t.clock.now();
  const maturityDate = plusDays(today, 150);
  const [row] = await t.db
    .insert(fundedMortgages)
    .values({ agentId: sarahId, clientName: 'Élise Roy', clientEmail: email, language: 'fr', lender: 'Desjardins', amountCents: 30_000_000, ratePercent: 5.19, rateType: 'fixed', termMonths: 60, amortizationMonths: 300, paymentFrequency: 'monthly', fundingDate: addMonthsToDay(maturityDate, -60), maturityDate, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}
const consentPath = (id: string, area = 'me') => `/api/${area}/book/${id}/client-mail-consent`;
const consentsOf = (email: string) => t.db.select().from(consents).where(eq(consents.email, email));
const clientReminders = async (mortgageId: string) => (await t.db.select().from(renewalReminders).where(eq(renewalReminders.mortgageId, mortgageId))).filter((r) => r.recipient === 'client');

describe('express consent given later', () => {
  it('is refused for another agent (404), a day after today and an unknown method (400 on the field), keeping nothing', async () => {
    const email = 'refused.later@example.com';
    const row = await imported(email);
    const given = { givenOn: plusDays(today, -3), method: 'oral' };
    const other = await t.as('marc').post(consentPath(row.id), given);
    expect(other.status).toBe(404);
    const future = await t.as('sarah').post(consentPath(row.id), { ...given, givenOn: plusDays(today, 1) });
    expect(future.status).toBe(400);
    expect(await json(future)).toMatchObject({ error: { fields: { givenOn: expect.any(String) } } });
    const unknownMethod = await t.as('sarah').post(consentPath(row.id), { ...given, method: 'telepathy' });
    expect(unknownMethod.status).toBe(400);
    expect(JSON.stringify(await json(unknownMethod))).toContain('method');
    expect(await consentsOf(email)).toEqual([]);
    const [listed] = ((await json(await t.as('sarah').get(`/api/me/book?q=${email}`))) as { items: FundedMortgage[] }).items;
    expect(listed).toMatchObject({ id: row.id, expressConsent: false, expressConsentSince: null });
  });

  it('is kept as a client_mail consent in the client\'s language, with its day, method and note, and the renewal reminder then mails the client', async () => {
    const email = 'given.later@example.com';
    const row = await imported(email);
    // Without consent the daily job queues nothing for the client.
    await queueRenewalReminders(t.db, t.clock.now());
    expect(await clientReminders(row.id)).toEqual([]);

    const givenOn = plusDays(today, -10);
    const res = await t.as('sarah').post(consentPath(row.id), { givenOn, method: 'oral', note: 'Phone call, notes in the file' });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ id: row.id, expressConsent: true, expressConsentSince: `${givenOn}T12:00:00.000Z` });

    const [kept] = await consentsOf(email);
    expect(kept).toMatchObject({ purpose: 'client_mail', method: 'oral', note: 'Phone call, notes in the file', language: 'fr', leadId: null, withdrawnAt: null });
    expect(brokerageDay(kept!.givenAt)).toBe(givenOn);
    const [wording] = await t.db.select().from(consentWordings).where(eq(consentWordings.id, kept!.wordingId));
    expect(wording!.text).toBe(fillMessage(fr.givenConsent.wording, { brokerage: senderName(await getBrokerageSettings(t.db)) }));

    // The day's job now queues the client's 180-day reminder, and the worker mails it, in French.
    await queueRenewalReminders(t.db, t.clock.now());
    expect((await clientReminders(row.id)).map((r) => r.milestoneDays)).toEqual([180]);
    await t.runJobs();
    const mails = await outboxMessages(t.outbox, (name) => name.includes('renewal-'));
    const toClient = mails.filter((mail) => mail.headers.to?.includes(email));
    expect(toClient.map((mail) => mail.headers.subject)).toEqual([fr.clientSubject(senderName(await getBrokerageSettings(t.db)))]);
    expect((await clientReminders(row.id))[0]!.sentAt).not.toBeNull();
  });

  it('is recorded by the super admin in the console on any agent\'s mortgage', async () => {
    const email = 'console.later@example.com';
    const row = await imported(email);
    const res = await t.as('admin').post(consentPath(row.id, 'admin'), { givenOn: today, method: 'written', note: '' });
    expect(res.status).toBe(201);
    expect(await consentsOf(email)).toMatchObject([{ method: 'written', note: null, purpose: 'client_mail' }]);
  });
});
