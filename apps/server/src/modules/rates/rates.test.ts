import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { insertRate } from '@maple/db/seed/factories';
import type { BestRate, PublicRate } from '@maple/shared/schemas/rates';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { defaultRepresentativeExample } from '@maple/shared/schemas/representative-example';
import { testInstant } from '@maple/shared/test-instant';
import { compareTerms } from '@maple/shared/terms';
import { announcePublicChange } from '../../lib/public-content/content-changes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type RatesBody = { province: string; provinceName: string; rates: PublicRate[] };
const getRates = async (query = '') => {
  const res = await t.request(`/api/rates${query}`);
  return { res, body: (await res.json()) as RatesBody };
};
const find = (rates: PublicRate[], termMonths: number, rateType: string, mortgageType = 'Conventional') =>
  rates.filter((r) => r.termMonths === termMonths && r.rateType === rateType && r.mortgageType === mortgageType);

describe('GET /api/rates (anyone)', () => {
  it('defaults to Ontario and is cacheable by anyone for a minute', async () => {
    const { res, body } = await getRates();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(body.province).toBe('ON');
    expect(body.provinceName).toBe('Ontario');
    expect(body.rates.length).toBeGreaterThan(0);
    expect(body.rates.every((r) => r.province === 'ON' && r.provinceName === 'Ontario')).toBe(true);
  });

  it('answers each row with exactly the public fields', async () => {
    const { body } = await getRates();
    const row = find(body.rates, 60, 'fixed')[0]!;
    expect(Object.keys(row).sort()).toEqual(
      ['id', 'province', 'provinceName', 'termMonths', 'termLabel', 'rateType', 'mortgageType', 'postedRate', 'ourRate', 'scrapedAt', 'apr', 'asOf'].sort(),
    );
    // No fees in the default example: the APR is the rate (O. Reg. 191/08 s. 4), as of the day of the seed's scrape.
    expect(row).toMatchObject({ termLabel: '5 year', rateType: 'fixed', mortgageType: 'Conventional', postedRate: 5.46, ourRate: 3.91, apr: 3.91, asOf: brokerageDay(testInstant()) });
    expect(typeof row.ourRate).toBe('number');
    expect(Number.isNaN(Date.parse(row.scrapedAt))).toBe(false);
  });

  it('keeps one row per term, rate type and mortgage type: the newest scrape wins', async () => {
    const { body } = await getRates();
    const keys = body.rates.map((r) => `${r.termMonths}|${r.rateType}|${r.mortgageType}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The seed holds older, cheaper ON rows for these keys (3.59 and 4.10).
    expect(find(body.rates, 60, 'fixed').map((r) => r.ourRate)).toEqual([3.91]);
    expect(find(body.rates, 36, 'variable').map((r) => r.ourRate)).toEqual([4.67]);
    expect(body.rates.some((r) => r.ourRate === 3.59 || r.ourRate === 4.1)).toBe(false);
  });

  it('never shows an inactive rate', async () => {
    const { body } = await getRates();
    // The inactive ON 1-year fixed at 2.49 loses to nothing: the active 5.21 is the only one shown.
    expect(find(body.rates, 12, 'fixed').map((r) => r.ourRate)).toEqual([5.21]);
    expect(body.rates.some((r) => r.ourRate === 2.49)).toBe(false);
    const quebec = await getRates('?province=QC');
    expect(quebec.body.rates.some((r) => r.termMonths === 120)).toBe(false);
  });

  it('orders terms 1, 3, 5 and 7 years first, then the others ascending', async () => {
    const { body } = await getRates();
    const terms = body.rates.map((r) => r.termMonths);
    expect([...new Set(terms)]).toEqual([12, 36, 60, 84, 120]);
    expect([...terms].sort(compareTerms)).toEqual(terms);
    expect(body.rates.at(-1)!.termLabel).toBe('10 year');
    // Within a term: fixed before variable, Conventional before High-Ratio.
    expect(body.rates.filter((r) => r.termMonths === 60).map((r) => `${r.rateType} ${r.mortgageType}`)).toEqual([
      'fixed Conventional',
      'fixed High-Ratio',
      'variable Conventional',
    ]);
  });

  it('a newer scrape replaces the shown rate at once', async () => {
    await insertRate(t.db, { province: 'PE', termMonths: 84, rateType: 'variable', ourRate: 4.321, postedRate: 6, scrapedAt: new Date(t.clock.now().getTime() + 60_000) });
    await insertRate(t.db, { province: 'PE', termMonths: 84, rateType: 'variable', ourRate: 1.111, postedRate: 6, scrapedAt: new Date(t.clock.now().getTime() - 86_400_000 * 30) });
    const { body } = await getRates('?province=PE');
    expect(find(body.rates, 84, 'variable').map((r) => r.ourRate)).toEqual([4.321]);
  });

  it.each([
    ['?province=bc', 'BC'],
    ['?province=British%20Columbia', 'BC'],
    ['?province=quebec', 'QC'],
    ['?province=%20nu%20', 'NU'],
    ['?province=', 'ON'],
  ])('accepts %s as a code or a full name', async (query, code) => {
    const { res, body } = await getRates(query);
    expect(res.status).toBe(200);
    expect(body.province).toBe(code);
    expect(body.rates.length).toBeGreaterThan(0);
    expect(body.rates.every((r) => r.province === code)).toBe(true);
  });

  it.each(['?province=XX', '?province=Atlantis', `?province=${'o'.repeat(5000)}`])('refuses an unknown province with 400 (%#)', async (query) => {
    const res = await t.request(`/api/rates${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('bad_request');
    expect(body.error.fields.province).toBe('Please choose a Canadian province or territory');
    expect(res.headers.get('cache-control')).toBeNull();
  });
});

describe('GET /api/rates/best (anyone)', () => {
  it('gives the lowest current active rate, not an inactive or superseded one', async () => {
    const res = await t.request('/api/rates/best');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const best = (await res.json()) as BestRate;
    const shown = find((await getRates('?province=AB')).body.rates, 60, 'fixed', 'High-Ratio')[0]!;
    // 3.59 (ON 5-year fixed) is an older scrape and 2.49 is inactive: neither may headline.
    expect(best).toEqual({
      ourRate: 3.84,
      termMonths: 60,
      termLabel: '5 year',
      rateType: 'fixed',
      mortgageType: 'High-Ratio',
      province: 'AB',
      apr: 3.84,
      asOf: brokerageDay(new Date(shown.scrapedAt)),
      representativeExample: defaultRepresentativeExample,
    });
  });

  it('answers 404 when no rate is active', async () => {
    const active = await t.db.select({ id: mortgageRates.id }).from(mortgageRates).where(eq(mortgageRates.isActive, true));
    await t.db.update(mortgageRates).set({ isActive: false });
    // Written behind the app's back, so announced as a job would (decision 042).
    await announcePublicChange(t.db, 'test');
    try {
      const res = await t.request('/api/rates/best');
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
      expect((await getRates()).body.rates).toEqual([]);
    } finally {
      await t.db
        .update(mortgageRates)
        .set({ isActive: true })
        .where(sql`${mortgageRates.id} in ${active.map((a) => a.id)}`);
      await announcePublicChange(t.db, 'test');
    }
  });
});
