import { and, eq } from 'drizzle-orm';
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
// the address's owner confirms (decision 058); the daily job mails at most once a day per alert.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerTenMinutes: 1000 });
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;
const mailsTo = async (email: string): Promise<(ParsedEml & { file: string })[]> => (await outboxMessages(t.outbox)).filter((mail) => mail.headers.to === email);
const runDaily = async () => {
  await rateAlertsHandler({}, { db: t.db, clock: t.clock, logger: createLogger('silent'), jobId: 'test', attempt: 1 });
  await t.runJobs();
};
let scrapes = 0;
/** A newer scrape of the one active 5-year rate in Ontario (the demo's are turned off first). */
const setBest = (ourRate: number) => insertRate(t.db, { province: 'ON', termMonths: 60, rateType: 'fixed', mortgageType: 'High-Ratio', ourRate, scrapedAt: new Date(t.clock.now().getTime() + ++scrapes) });

async function ask(email: string, language: 'en' | 'fr' = 'en') {
  const res = await t.anonymous.post('/api/rate-alerts', { email, province: 'ON', termMonths: 60, page: language === 'fr' ? '/fr/taux' : '/rates' }, { headers: { 'x-maple-language': language } });
  expect(res.status).toBe(202);
}
/** The owner presses Confirm on the page the mailed link opens (decision 058). */
async function confirm(email: string) {
  const [mail] = await mailsTo(email);
  const link = /http:\/\/localhost:3000(\/subscribe\/confirm\?token=\S+)/.exec(mail!.text)![1]!;
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

  it('refuses a term or a province outside the lists, on its field', async () => {
    const res = await t.anonymous.post('/api/rate-alerts', { email: 'x@example.com', province: 'ON', termMonths: 24 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('termMonths');
    expect((await t.anonymous.post('/api/rate-alerts', { email: 'x@example.com', province: 'XX', termMonths: 60 })).status).toBe(400);
  });
});
