// The renewal reminders (issue 40 §4, decision 103) on a fixed clock, day by day, with two processes
// running the daily job: each milestone mailed exactly once, only to a client with express consent,
// a day missed by the job still sent, a milestone passed by the next never sent, the agent once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { fundedMortgages, renewalReminders } from '@maple/db/schema/funded-mortgages';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { senderName } from '@maple/shared/consent-wording';
import { bookMessages as m } from '@maple/shared/messages/book';
import { bookMessages as fr } from '@maple/shared/messages/fr/book';
import { addMonthsToDay } from '@maple/shared/schemas/funded-mortgages';
import { outboxMessages } from '../../test/eml.ts';
import { secondProcess } from '../../test/second-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordConsents, withdrawConsents } from '../consents/consents.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { milestoneWindows, queueRenewalReminders } from './renewal-reminders-job.ts';

const day = 24 * 60 * 60 * 1000;
let t: TestApp;
let other: TestApp;
let sarahId: string;

beforeAll(async () => {
  t = await createTestApp();
  other = await secondProcess(t);
  [{ id: sarahId }] = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen'))) as [{ id: string }];
}, 60_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T12:00:00Z`) + n * day).toISOString().slice(0, 10);

async function mortgage(email: string, maturityDate: string, language: 'en' | 'fr' = 'en') {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(fundedMortgages)
    .values({ agentId: sarahId, clientName: email.split('@')[0]!, clientEmail: email, language, lender: 'Scotiabank', amountCents: 40_000_000, ratePercent: 5.49, rateType: 'fixed', termMonths: 60, amortizationMonths: 300, paymentFrequency: 'monthly', fundingDate: addMonthsToDay(maturityDate, -60), maturityDate, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}
const express = (email: string, language: 'en' | 'fr' = 'en') =>
  t.db.transaction((tx) => recordConsents(tx, [{ leadId: null, email, purpose: 'client_mail', language, wording: 'Yes, you may email me about my mortgage.', givenAt: t.clock.now(), clientAddress: null, page: null, method: 'portal' }]));

describe('milestoneWindows', () => {
  it('gives each milestone the days down to the next, the last down to maturity', () => {
    expect(milestoneWindows([60, 180, 120])).toEqual([
      { days: 180, after: 120 },
      { days: 120, after: 60 },
      { days: 60, after: 0 },
    ]);
  });
});

describe('the milestones setting', () => {
  it('takes 1 to 6 distinct days of 1 to 365 in the console, and refuses anything else on its field', async () => {
    const { settings } = (await (await t.as('admin').get('/api/admin/settings')).json()) as { settings: Record<string, unknown> };
    expect(settings.renewalMilestoneDays).toEqual([180, 120, 60]);
    for (const bad of [[], [0], [120, 120], [1, 2, 3, 4, 5, 6, 7], ['soon']]) {
      const res = await t.as('admin').put('/api/admin/settings', { ...settings, renewalMilestoneDays: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('renewalMilestoneDays');
    }
    const saved = await t.as('admin').put('/api/admin/settings', { ...settings, renewalMilestoneDays: [90, 180, 30] });
    expect(saved.status).toBe(200);
    expect((await getBrokerageSettings(t.db)).renewalMilestoneDays).toEqual([90, 180, 30]);
    expect((await t.as('admin').put('/api/admin/settings', settings)).status).toBe(200);
  });
});

describe('the daily job', () => {
  it('mails each milestone exactly once, only with express consent, across two processes and a missed day', async () => {
    const start = brokerageDay(t.clock.now());
    const maturity = plusDays(start, 200);
    // A client with express consent (French), one without (implied consent never suffices), one
    // who withdraws after the first mail, and one recorded 100 days before maturity.
    const consenting = await mortgage('ana@example.com', maturity, 'fr');
    await express('ana@example.com', 'fr');
    const silent = await mortgage('bo@example.com', maturity);
    const withdrawing = await mortgage('cy@example.com', maturity);
    const [cyConsent] = await express('cy@example.com');
    // Today's best comparable Maple rate: the lowest current 5-year fixed.
    await t.db.insert(mortgageRates).values({ province: 'ON', termMonths: 60, rateType: 'fixed', postedRate: 5.2, ourRate: 1.11, scrapedAt: t.clock.now() });

    const sent = async () => (await outboxMessages(t.outbox, (name) => name.includes('renewal-'))).concat(await outboxMessages(other.outbox, (name) => name.includes('renewal-')));
    // Day 20 (180 days before) is missed: the job is down. Day 21 still sends the 180-day milestone.
    for (let n = 0; n <= 200; n++) {
      if (n === 20) continue;
      t.clock.set(new Date(Date.parse(`${plusDays(start, n)}T14:00:00Z`)));
      if (n === 100) await mortgage('dee@example.com', maturity).then(() => express('dee@example.com'));
      await Promise.all([queueRenewalReminders(t.db, t.clock.now()), queueRenewalReminders(other.db, t.clock.now())]);
      // Mail at the milestones' days only, as the worker would send them that day.
      if ([21, 80, 100, 140, 150].includes(n)) await Promise.all([t.runJobs(), other.runJobs()]);
      if (n === 21) await withdrawConsents({ db: t.db, clock: t.clock, logger: { info: () => {} } as never }, cyConsent!, 'one_click');
    }
    await t.runJobs();

    const mails = await sent();
    const to = (email: string) => mails.filter((mail) => mail.headers.to?.includes(email));
    // Ana: 180 (on day 21), 120 and 60, in French, each with the one-click unsubscribe.
    const sender = senderName(await getBrokerageSettings(t.db));
    expect(to('ana@example.com').map((mail) => mail.headers.subject)).toEqual(Array(3).fill(fr.clientSubject(sender)));
    for (const mail of to('ana@example.com')) {
      expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    const reminders = await t.db.select().from(renewalReminders);
    const of = (id: string, recipient: 'client' | 'agent') => reminders.filter((r) => r.mortgageId === id && r.recipient === recipient);
    expect(of(consenting.id, 'client').map((r) => [r.milestoneDays, brokerageDay(r.sentAt!)]).sort()).toEqual([
      [120, plusDays(start, 80)],
      [180, plusDays(start, 21)],
      [60, plusDays(start, 140)],
    ]);
    // Bo has no express consent: never mailed. Cy withdrew after the first: one mail.
    expect(to('bo@example.com')).toHaveLength(0);
    expect(of(silent.id, 'client')).toHaveLength(0);
    expect(to('cy@example.com')).toHaveLength(1);
    // Dee, recorded 100 days before maturity: the 120-day milestone's window still, then 60; never 180.
    const dee = reminders.filter((r) => r.recipient === 'client' && !([consenting.id, silent.id, withdrawing.id] as string[]).includes(r.mortgageId));
    expect(dee.map((r) => r.milestoneDays).sort()).toEqual([120, 60]);
    // The agent: once per mortgage, at its first milestone, with today's best comparable rate and a penalty estimate.
    const agentMails = mails.filter((mail) => mail.headers.subject?.startsWith('Renewal ahead'));
    expect(agentMails).toHaveLength(4);
    const aboutAna = agentMails.find((mail) => mail.headers.subject?.includes('ana'))!;
    expect(aboutAna.text).toContain(m.agentRates('5.49%', '1.11%'));
    expect(aboutAna.text).toMatch(/Estimated prepayment penalty to break it today: \$[\d,]+\.\d\d\./);
    expect(aboutAna.text).toContain(m.agentConsent(true));
    expect(agentMails.find((mail) => mail.headers.subject?.includes('bo'))!.text).toContain(m.agentConsent(false));
    // Every reminder row was mailed or says why not; none twice.
    expect(reminders.filter((r) => !r.sentAt && !r.skipped)).toEqual([]);
  }, 120_000);
});
