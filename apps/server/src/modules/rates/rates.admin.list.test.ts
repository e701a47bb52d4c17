import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { rateValues } from '@maple/db/seed/factories';
import { errorsMessages } from '@maple/shared/messages/errors';
import { rateAdminMessages, ratesMessages } from '@maple/shared/messages/rates';
import { provinces } from '@maple/shared/provinces';
import type { AdminRate } from '@maple/shared/schemas/rates';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

// The console's All Rates, paged by the server (issue 22): 250 known rates replace the demo ones, so
// every total below is counted from the same list in plain code, not read back from the server.
let t: TestApp;

const terms = [12, 36, 60, 84, 120];
// Sources with no digits, so a search for a term's number finds terms only; '100%' and
// 'big_bank' prove the LIKE wildcards are taken literally.
const sources = ['https://lender-a.example/rates', 'https://big_bank.example/100%', 'https://bigxbank.example/rates', 'Manual Entry'];
const seeded = Array.from({ length: 250 }, (_, i) => ({
  province: provinces[i % provinces.length]!.code,
  termMonths: terms[i % terms.length]!,
  rateType: i % 2 ? ('variable' as const) : ('fixed' as const),
  isActive: i % 3 !== 0,
  sourceUrl: sources[i % sources.length]!,
  // Every our rate differs, so the order (cheapest first) is known.
  ourRate: Math.round((2 + i / 100) * 1000) / 1000,
  postedRate: 6,
}));
type Seeded = (typeof seeded)[number];
const cheapestFirst = (rows: Seeded[]) => [...rows].sort((a, b) => a.ourRate - b.ourRate).map((r) => r.ourRate);

beforeAll(async () => {
  t = await createTestApp();
  await t.db.delete(mortgageRates);
  await t.db.insert(mortgageRates).values(seeded.map((r) => rateValues(r)));
}, 60_000);
afterAll(() => t.close());

const get = (query: string) => t.as('admin').get(`/api/admin/rates${query}`);
const list = async (query: string) => {
  const res = await get(query);
  expect(res.status, query).toBe(200);
  return (await json(res)) as { items: AdminRate[]; total: number };
};

describe('GET /api/admin/rates pages', () => {
  it('answers 25 rates a page by default, cheapest first, with the total of all 250', async () => {
    const first = await list('');
    expect(first.total).toBe(250);
    expect(first.items.map((r) => r.ourRate)).toEqual(cheapestFirst(seeded).slice(0, 25));
    const last = await list('?page=10');
    expect(last.items.map((r) => r.ourRate)).toEqual(cheapestFirst(seeded).slice(225, 250));
    expect(await list('?page=11')).toEqual({ items: [], total: 250 });
  });

  it('walks every rate once, page after page, at the size asked', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 7; page++) {
      const { items, total } = await list(`?page=${page}&pageSize=40`);
      expect(total).toBe(250);
      expect(items).toHaveLength(page < 7 ? 40 : 10);
      seen.push(...items.map((r) => r.ourRate));
    }
    expect(seen).toEqual(cheapestFirst(seeded));
    expect((await list('?pageSize=100&page=3')).items).toHaveLength(50);
  });
});

describe('GET /api/admin/rates filters', () => {
  const expectMatches = async (query: string, keep: (r: Seeded) => boolean) => {
    const wanted = seeded.filter(keep);
    // Fewer than a page, or the first page of more: either way the total counts them all.
    const { items, total } = await list(`${query}&pageSize=100`);
    expect(total, query).toBe(wanted.length);
    expect(items.map((r) => r.ourRate), query).toEqual(cheapestFirst(wanted).slice(0, 100));
    return total;
  };

  it('combines province, term, rate type and status', async () => {
    expect(await expectMatches('?province=ON', (r) => r.province === 'ON')).toBeGreaterThan(0);
    await expectMatches('?province=ON&termMonths=60', (r) => r.province === 'ON' && r.termMonths === 60);
    await expectMatches('?termMonths=84&rateType=variable', (r) => r.termMonths === 84 && r.rateType === 'variable');
    await expectMatches('?status=inactive&rateType=fixed', (r) => !r.isActive && r.rateType === 'fixed');
    expect(await expectMatches('?province=QC&termMonths=36&rateType=fixed&status=active', (r) => r.province === 'QC' && r.termMonths === 36 && r.rateType === 'fixed' && r.isActive)).toBeGreaterThan(0);
    // Nothing is both: an empty page, total 0.
    expect(await list('?province=YT&termMonths=60&rateType=fixed&status=active&q=Alberta')).toEqual({ items: [], total: 0 });
  });

  it('reads a province by code in any casing or by name, and a type in any casing', async () => {
    const ontario = (await list('?province=ON')).total;
    expect((await list('?province=on')).total).toBe(ontario);
    expect((await list('?province=Ontario')).total).toBe(ontario);
    expect((await list('?rateType=Variable')).total).toBe(seeded.filter((r) => r.rateType === 'variable').length);
  });

  it('takes an empty value as any (a cleared select)', async () => {
    expect((await list('?province=&termMonths=&rateType=&status=&q=&page=&pageSize=')).total).toBe(250);
    expect((await list('?status=all')).total).toBe(250);
  });

  it('searches every word in province, term, types and source, with the filters', async () => {
    await expectMatches('?q=prince%20edward', (r) => r.province === 'PE');
    await expectMatches('?q=Ontario%205%20year', (r) => r.province === 'ON' && r.termMonths === 60);
    await expectMatches('?q=nb%20variable', (r) => r.province === 'NB' && r.rateType === 'variable');
    await expectMatches('?q=manual&status=inactive', (r) => r.sourceUrl === 'Manual Entry' && !r.isActive);
    await expectMatches('?q=7%20year&province=BC', (r) => r.termMonths === 84 && r.province === 'BC');
    // %, _ and \ are the text typed, not wildcards.
    await expectMatches('?q=100%25', (r) => r.sourceUrl.includes('100%'));
    await expectMatches('?q=big_bank', (r) => r.sourceUrl.includes('big_bank'));
    expect((await list('?q=%5C')).total).toBe(0);
  });
});

describe('GET /api/admin/rates refuses a bad query by field', () => {
  it.each([
    ['?termMonths=forever', 'termMonths', rateAdminMessages.termMonthsInvalid],
    ['?termMonths=400', 'termMonths', rateAdminMessages.termMonthsInvalid],
    ['?rateType=balloon', 'rateType', rateAdminMessages.rateTypeInvalid],
    ['?province=Atlantis', 'province', ratesMessages.unknownProvince],
    ['?status=deleted', 'status', rateAdminMessages.statusInvalid],
    ['?pageSize=101', 'pageSize', expect.any(String)],
    ['?page=0', 'page', expect.any(String)],
    // A misspelt filter is named, rather than ignored and every rate shown as if it applied.
    ['?provnce=ON', 'provnce', errorsMessages.unknownField],
  ])('%s → 400 naming %s', async (query, field, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields[field]).toEqual(message);
  });

  it('is for the super admin only', async () => {
    expect((await t.request('/api/admin/rates?province=ON')).status).toBe(401);
    expect((await t.as('sarah').get('/api/admin/rates?province=ON&page=2')).status).toBe(403);
  });
});
