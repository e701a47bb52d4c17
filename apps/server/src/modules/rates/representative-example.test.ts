import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditEvents } from '@maple/db/schema/audit-events';
import { representativeExample as exampleTable } from '@maple/db/schema/representative-example';
import { insertRate } from '@maple/db/seed/factories';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import type { BestRate, PublicRate } from '@maple/shared/schemas/rates';
import { defaultRepresentativeExample, type RepresentativeExample } from '@maple/shared/schemas/representative-example';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const path = '/api/admin/rates/representative-example';
// Issue 27's vectors: $400,000 over 25 years with $1,000 of fees, split as a borrower pays them.
const withFees: RepresentativeExample = { amount: 400_000, amortizationYears: 25, fees: { appraisal: 400, lender: 0, brokerage: 0, legal: 600 } };

const put = (body: unknown) => t.as('admin').put(path, body);
const ratesOf = async (province: string) => (await json(await t.request(`/api/rates?province=${province}`))) as { rates: PublicRate[]; representativeExample: RepresentativeExample };
const rateOf = (rates: PublicRate[], termMonths: number, rateType = 'fixed') => rates.find((r) => r.termMonths === termMonths && r.rateType === rateType)!;

describe('GET|PUT /api/admin/rates/representative-example', () => {
  it("is $400,000 over 25 years with no fees until saved, and is the super admin's alone", async () => {
    expect(await json(await t.as('admin').get(path))).toEqual(defaultRepresentativeExample);
    for (const [method, body] of [['GET', undefined], ['PUT', withFees]] as const) {
      expect((await t.anonymous.send(method, path, body)).status).toBe(401);
      expect((await t.as('sarah').send(method, path, body)).status).toBe(403);
    }
    expect(await t.db.select().from(exampleTable)).toEqual([]);
  });

  it.each([
    [{ ...withFees, amount: undefined }, 'amount', m.exampleAmountRequired],
    [{ ...withFees, amount: null }, 'amount', m.exampleAmountRequired],
    [{ ...withFees, amount: 9_999.99 }, 'amount', m.exampleAmountInvalid],
    [{ ...withFees, amount: '400000' }, 'amount', m.exampleAmountInvalid],
    [{ ...withFees, amount: 400_000.005 }, 'amount', m.exampleAmountInvalid],
    [{ ...withFees, amortizationYears: 25.5 }, 'amortizationYears', m.exampleAmortizationInvalid],
    [{ ...withFees, amortizationYears: 31 }, 'amortizationYears', m.exampleAmortizationInvalid],
    [{ ...withFees, fees: { ...withFees.fees, legal: -1 } }, 'fees.legal', m.exampleFeeInvalid],
    [{ ...withFees, fees: { ...withFees.fees, appraisal: 100_000.01 } }, 'fees.appraisal', m.exampleFeeInvalid],
    [{ ...withFees, fees: { appraisal: 1, lender: 1, brokerage: 1 } }, 'fees.legal', m.exampleFeeInvalid],
    [{ ...withFees, fees: { ...withFees.fees, insurance: 1 } }, 'fees.insurance', 'Unknown field'],
    [{ ...withFees, frequency: 'weekly' }, 'frequency', 'Unknown field'],
  ])('refuses a bad field with 400 naming it (%#)', async (body, field, message) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(((await json(res)) as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(message);
    expect(await t.db.select().from(exampleTable)).toEqual([]);
  });

  it('saves the example, and every public answer shows the APRs worked on it at once (the cached ones too)', async () => {
    // Issue 27's rate: 5.00% fixed for 1, 3 and 5 years, and a variable 5.00% for 5 years, in a province of their own.
    // Scraped after the seed's, so they are the ones shown.
    const scrapedAt = new Date(t.clock.now().getTime() + 60_000);
    for (const termMonths of [12, 36, 60]) await insertRate(t.db, { province: 'YT', termMonths, rateType: 'fixed', ourRate: 5, postedRate: 6, scrapedAt });
    await insertRate(t.db, { province: 'YT', termMonths: 60, rateType: 'variable', ourRate: 5, postedRate: 6, scrapedAt });
    const before = await ratesOf('YT');
    expect(before.representativeExample).toEqual(defaultRepresentativeExample);
    expect([rateOf(before.rates, 12), rateOf(before.rates, 36), rateOf(before.rates, 60), rateOf(before.rates, 60, 'variable')].map((r) => [r.ourRate, r.apr])).toEqual([
      [5, 5],
      [5, 5],
      [5, 5],
      [5, 5],
    ]);
    const bestBefore = (await json(await t.request('/api/rates/best'))) as BestRate;
    const profileBefore = await json(await t.request('/api/agents/sarahchen?province=YT'));
    expect(profileBefore.representativeExample).toEqual(defaultRepresentativeExample);

    const res = await put(withFees);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(withFees);
    // The trail keeps what every APR was worked on from then, and who set it.
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.kind, 'representative_example_changed')).orderBy(desc(auditEvents.seq)).limit(1);
    expect(event).toMatchObject({ actorLabel: 'admin@demo.maple.test', detail: { amount: 400_000, amortizationYears: 25, fees: withFees.fees } });
    expect(await json(await t.as('admin').get(path))).toEqual(withFees);

    const after = await ratesOf('YT');
    expect(after.representativeExample).toEqual(withFees);
    expect(rateOf(after.rates, 60).apr).toBe(5.054);
    expect(rateOf(after.rates, 36).apr).toBe(5.088);
    expect(rateOf(after.rates, 12).apr).toBe(5.258);
    // A variable rate is compounded monthly: its APR is A itself, above the fixed rate's A at the same figure.
    expect(rateOf(after.rates, 60, 'variable').apr).toBeGreaterThan(5.05);

    const best = (await json(await t.request('/api/rates/best'))) as BestRate;
    expect(best.ourRate).toBe(bestBefore.ourRate);
    expect(best.representativeExample).toEqual(withFees);
    expect(best.apr).toBeGreaterThan(bestBefore.apr);
    const profile = await json(await t.request('/api/agents/sarahchen?province=YT'));
    expect(profile.representativeExample).toEqual(withFees);
    expect(rateOf(profile.rates, 60).apr).toBe(5.054);

    // Saving again replaces the one row.
    expect((await put({ ...withFees, amount: 500_000.5 })).status).toBe(200);
    expect(await t.db.select({ amount: exampleTable.amount }).from(exampleTable)).toEqual([{ amount: 500_000.5 }]);
    expect((await ratesOf('YT')).representativeExample.amount).toBe(500_000.5);
    await t.db.delete(exampleTable).where(eq(exampleTable.id, 1));
  });
});

describe('asOf: the day a rate was last set or scraped, on the brokerage calendar', () => {
  it("follows the rate's scrape, then an edit of its figures, but not turning it off and on", async () => {
    const scrapedAt = new Date(t.clock.now().getTime() - 3 * 86_400_000);
    const rate = await insertRate(t.db, { province: 'NU', termMonths: 48, rateType: 'fixed', ourRate: 4.5, postedRate: 6, scrapedAt });
    expect(rateOf((await ratesOf('NU')).rates, 48).asOf).toBe(brokerageDay(scrapedAt));

    const edited = t.clock.now();
    expect((await t.as('admin').patch(`/api/admin/rates/${rate.id}`, { ourRate: 4.4 })).status).toBe(200);
    expect(rateOf((await ratesOf('NU')).rates, 48).asOf).toBe(brokerageDay(edited));

    t.clock.advance(2 * 86_400_000);
    expect((await t.as('admin').patch(`/api/admin/rates/${rate.id}`, { isActive: false })).status).toBe(200);
    expect((await t.as('admin').patch(`/api/admin/rates/${rate.id}`, { isActive: true })).status).toBe(200);
    const shown = rateOf((await ratesOf('NU')).rates, 48);
    expect(shown.asOf).toBe(brokerageDay(edited));
    expect(shown.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
