import { and, eq, sql } from 'drizzle-orm';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '@maple/db/schema/consents';
import { rateAlerts } from '@maple/db/schema/rate-alerts';
import { insertRate } from '@maple/db/seed/factories';
import { createLogger } from '../../lib/logger.ts';
import { outboxMessages, type ParsedEml } from '../../test/eml.ts';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app.ts';
import { rateAlertsHandler } from './rate-alerts-job.ts';

// Issue 40 §5, decision 105: a visitor asks to be told when a term's best rate in a province drops;
// the address's owner confirms (decision 058); the daily job mails at most once a day per subscriber
// (the address, case-insensitively), one mail listing every alert of theirs that dropped.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerTenMinutes: 1000 });
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;
const mailsTo = async (email: string): Promise<(ParsedEml & { file: string })[]> => (await outboxMessages(t.outbox)).filter((mail) => mail.headers.to?.toLowerCase() === email.toLowerCase());
const runDaily = async () => {
  await rateAlertsHandler({}, { db: t.db, clock: t.clock, logger: createLogger('silent'), jobId: 'test', attempt: 1 });
  await t.runJobs();
};
let scrapes = 0;
/** A newer scrape of the one active 5-year rate in the province (Ontario unless named; the demo's are turned off first). */
const setBest = (ourRate: number, province = 'ON') =>
  insertRate(t.db, { province, termMonths: 60, rateType: 'fixed', mortgageType: 'High-Ratio', ourRate, scrapedAt: new Date(t.clock.now().getTime() + ++scrapes) });
const rateAlertMails = async (email: string) => (await mailsTo(email)).filter((m) => m.file.includes('rate-alert'));

async function ask(email: string, language: 'en' | 'fr' = 'en', province = 'ON') {
  const res = await t.anonymous.post('/api/rate-alerts', { email, province, termMonths: 60, page: language === 'fr' ? '/fr/taux' : '/rates' }, { headers: { 'x-maple-language': language } });
  expect(res.status).toBe(202);
}
const confirmLink = /http:\/\/localhost:3000(\/subscribe\/confirm\?token=\S+)/;
const confirmed = new Set<string>();
/** The owner presses Confirm on the page the link of the confirmation mail not yet used opens (decision 058). */
async function confirm(email: string) {
  const mail = (await mailsTo(email)).find((m) => confirmLink.test(m.text) && !confirmed.has(m.file));
  confirmed.add(mail!.file);
  const link = confirmLink.exec(mail!.text)![1]!;
  const res = await t.request(link, { method: 'POST' });
  expect(res.status).toBe(200);
  return res.text();
}

describe('rate-drop alerts', () => {
  let baseline: number;

  it('asks the address\'s owner to confirm, then keeps a rate_alert consent and the alert at today\'s best rate, and no lead', async () => {
    await t.db.update(mortgageRates).set({ isActive: false }).where(and(eq(mortgageRates.province, 'ON'), eq(mortgageRates.termMonths, 60)));
    await setBest(3.5);
    await ask('watcher@example.com');
    await ask('guetteur@example.com', 'fr');
    await t.runJobs();
    const [confirmation] = await mailsTo('watcher@example.com');
    expect(confirmation!.headers.subject).toBe('Confirm your rate-drop alert from Maple Mortgage Group Inc.');
    expect(confirmation!.text).toContain('best 5 year rate in Ontario');
    expect((await mailsTo('guetteur@example.com'))[0]!.headers.subject).toBe('Confirmez votre alerte de baisse de taux de Maple Mortgage Group Inc.');
    expect(await confirm('watcher@example.com')).toContain('Your rate-drop alert is set');
    await confirm('guetteur@example.com');
    const [consent] = await t.db.select().from(consents).where(eq(consents.email, 'watcher@example.com'));
    expect(consent).toMatchObject({ purpose: 'rate_alert', leadId: null, page: '/rates', method: 'form' });
    const [alert] = await t.db.select().from(rateAlerts).where(eq(rateAlerts.email, 'watcher@example.com'));
    expect(alert).toMatchObject({ province: 'ON', termMonths: 60, lastRate: 3.5, consentId: consent!.id });
    baseline = alert!.lastRate!;
  });

  it('mails nothing for a drop under the threshold (0.10 % by default)', async () => {
    await setBest(baseline - 0.05);
    await runDaily();
    expect((await mailsTo('watcher@example.com')).filter((m) => m.file.includes('rate-alert'))).toEqual([]);
  });

  it('mails once a day, in the person\'s language, with the old and new rate and APR and the one-click unsubscribe', async () => {
    await setBest(baseline - 0.15);
    await runDaily();
    await runDaily();
    const alerts = (await mailsTo('watcher@example.com')).filter((m) => m.file.includes('rate-alert'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.headers.subject).toBe('The best 5 year rate in Ontario dropped to 3.35%');
    expect(alerts[0]!.text).toMatch(/Before: 3\.50% \(APR [\d.]+%\)\nNow: 3\.35% \(APR [\d.]+%\)/);
    expect(alerts[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const french = (await mailsTo('guetteur@example.com')).filter((m) => m.file.includes('rate-alert'));
    expect(french[0]!.headers.subject).toBe('Le meilleur taux 5 ans en Ontario est passé à 3,35\u00a0%');

    // The next day, a further drop: another alert, measured from the rate last told.
    t.clock.set(new Date(t.clock.now().getTime() + day));
    await setBest(baseline - 0.3);
    await runDaily();
    const again = (await mailsTo('watcher@example.com')).filter((m) => m.file.includes('rate-alert'));
    expect(again).toHaveLength(2);
    expect(again.at(-1)!.text).toContain('Before: 3.35%');

    // Unsubscribing withdraws the alert's consent: no more alerts.
    const link = /<([^>]+)>/.exec(again.at(-1)!.headers['list-unsubscribe']!)![1]!.slice(testOrigin.length);
    expect((await t.anonymous.post(link, undefined, { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + day));
    await setBest(baseline - 0.6);
    await runDaily();
    expect((await mailsTo('watcher@example.com')).filter((m) => m.file.includes('rate-alert'))).toHaveLength(2);
  });

  it('mails a subscriber with two alerts that drop the same day once, naming both; nothing more that day, again the next', async () => {
    await t.db.update(mortgageRates).set({ isActive: false }).where(and(eq(mortgageRates.province, 'QC'), eq(mortgageRates.termMonths, 60)));
    await setBest(3.0);
    await setBest(3.6, 'QC');
    for (const [email, language] of [['both@example.com', 'en'], ['deux@example.com', 'fr']] as const) {
      await ask(email, language, 'ON');
      await t.runJobs();
      await confirm(email);
      await ask(email, language, 'QC');
      await t.runJobs();
      await confirm(email);
    }
    // One of the two rows written before addresses were lowercased: still the same subscriber.
    await t.db.update(rateAlerts).set({ email: 'Both@Example.com' }).where(and(eq(rateAlerts.email, 'both@example.com'), eq(rateAlerts.province, 'QC')));
    expect(await t.db.select().from(rateAlerts).where(sql`lower(${rateAlerts.email}) = 'both@example.com'`)).toHaveLength(2);

    await setBest(2.8);
    await setBest(3.4, 'QC');
    await runDaily();
    await runDaily();
    const first = await rateAlertMails('both@example.com');
    expect(first).toHaveLength(1);
    expect(first[0]!.headers.subject).toBe('Our best rates dropped for 2 of your alerts');
    expect(first[0]!.text).toMatch(/5 year rate in Ontario\nBefore: 3\.00% \(APR [\d.]+%\)\nNow: 2\.80% \(APR [\d.]+%\), fixed/);
    expect(first[0]!.text).toMatch(/5 year rate in Quebec\nBefore: 3\.60% \(APR [\d.]+%\)\nNow: 3\.40% \(APR [\d.]+%\), fixed/);
    expect(first[0]!.text).toContain('unsubscribe');
    expect(first[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const french = await rateAlertMails('deux@example.com');
    expect(french).toHaveLength(1);
    expect(french[0]!.headers.subject).toBe('Nos meilleurs taux ont baissé pour 2 de vos alertes');
    expect(french[0]!.text).toMatch(/Taux 5 ans en Ontario\nAvant : 3,00\u00a0% \(TAC [\d,]+\u00a0%\)\nMaintenant : 2,80\u00a0%/);
    expect(french[0]!.text).toMatch(/Taux 5 ans au Québec\nAvant : 3,60\u00a0%/);
    const today = (await t.db.select().from(rateAlerts).where(sql`lower(${rateAlerts.email}) = 'both@example.com'`)).map((a) => [a.province, a.lastRate, a.lastMailedDay]);
    expect(today.sort()).toEqual([
      ['ON', 2.8, expect.any(String)],
      ['QC', 3.4, expect.any(String)],
    ]);

    // A further drop the same day, the job run again: nothing more that day.
    await setBest(2.6);
    await setBest(3.2, 'QC');
    await runDaily();
    expect(await rateAlertMails('both@example.com')).toHaveLength(1);
    expect(await rateAlertMails('deux@example.com')).toHaveLength(1);

    // The next day, Ontario back up to what was last told and Quebec down further: one more mail,
    // the single alert's, from the rate last told.
    t.clock.set(new Date(t.clock.now().getTime() + day));
    await setBest(2.8);
    await setBest(3.0, 'QC');
    await runDaily();
    await runDaily();
    const next = await rateAlertMails('both@example.com');
    expect(next).toHaveLength(2);
    expect(next[1]!.headers.subject).toBe('The best 5 year rate in Quebec dropped to 3.00%');
    expect(next[1]!.text).toContain('Before: 3.40%');
    expect(next[1]!.text).not.toContain('Ontario');
  });

  it('refuses a term or a province outside the lists, on its field', async () => {
    const res = await t.anonymous.post('/api/rate-alerts', { email: 'x@example.com', province: 'ON', termMonths: 24 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('termMonths');
    expect((await t.anonymous.post('/api/rate-alerts', { email: 'x@example.com', province: 'XX', termMonths: 60 })).status).toBe(400);
  });
});
