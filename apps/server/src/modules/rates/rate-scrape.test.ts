import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mortgageRateChanges } from '@maple/db/schema/mortgage-rate-changes';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { rateSource } from '@maple/db/schema/rate-source';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { createLogger } from '../../lib/logger.ts';
import { goodRatesCount, startRateSourceFixture, type RateSourceFixture } from '../../test/rate-source-fixture.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { rateScrapeSchedule } from './rate-scrape-job.ts';

let t: TestApp;
let fixture: RateSourceFixture;
const warnings: Record<string, unknown>[] = [];

beforeAll(async () => {
  fixture = await startRateSourceFixture();
  const logger = createLogger('warn', (line) => void warnings.push(JSON.parse(line) as Record<string, unknown>));
  // Only the fixture's own port may be reached on loopback: a redirect anywhere else inside is refused,
  // exactly as with FETCH_ALLOW_PRIVATE unset. A short timeout keeps the slow case fast.
  t = await createTestApp({ logger, schedules: true, outsideFetch: { allowPrivate: (_address, port) => port === fixture.port, timeoutMs: 1_500 } });
}, 60_000);
afterAll(async () => {
  await fixture.close();
  await t.close();
});
beforeEach(() => {
  warnings.length = 0;
});

const setSource = (body: Record<string, unknown>) =>
  t.as('admin').put('/api/admin/rates/source', body);
const scrape = () => t.as('admin').post('/api/admin/rates/scrape');

/** The whole rates table, in a stable order, so "nothing changed" compares every column of every row. */
const allRates = () => t.db.select().from(mortgageRates).orderBy(asc(mortgageRates.id));
const activeRates = async () => (await allRates()).filter((r) => r.isActive);
const publicRates = async (province: string) => ((await json(await t.request(`/api/rates?province=${province}`))).rates as PublicRate[]);

async function expectNothingChanges(path: string, reasonPattern: RegExp, extra: Record<string, unknown> = {}) {
  expect((await setSource({ url: fixture.url(path), format: 'html-table', ...extra })).status).toBe(200);
  const before = await allRates();
  const historyBefore = await t.db.$count(mortgageRateChanges);
  const res = await scrape();
  expect(res.status).toBe(502);
  expect((await json(res)).error).toEqual({ code: 'upstream_failed', message: m.scrapeFailed });
  expect(await allRates()).toEqual(before);
  expect(await t.db.$count(mortgageRateChanges)).toBe(historyBefore);
  expect(warnings.map((w) => w.reason)).toEqual([expect.stringMatching(reasonPattern)]);
  const [source] = await t.db.select().from(rateSource);
  expect(source).toMatchObject({ lastScrapeOutcome: 'failed' });
}

describe('rate source (GET/PUT /api/admin/rates/source)', () => {
  it('is null until set, then answers what was saved', async () => {
    const fresh = await createTestApp({ demo: true });
    try {
      const cookie = await fresh.signIn('admin@demo.maple.test');
      expect(await json(await fresh.request('/api/admin/rates/source', { cookie }))).toEqual({ source: null });
      // Without a source the button fails fast, with the spec's message, and changes nothing.
      const res = await fresh.request('/api/admin/rates/scrape', { method: 'POST', cookie });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toMatchObject({ message: m.scrapeFailed, fields: { url: m.noSource } });
    } finally {
      await fresh.close();
    }
  });

  it('accepts an http(s) URL with html-table (optional selector) or json', async () => {
    const res = await setSource({ url: fixture.url('/good'), format: 'html-table', selector: 'table.rates' });
    expect(res.status).toBe(200);
    expect((await json(res)).source).toMatchObject({ url: fixture.url('/good'), format: 'html-table', selector: 'table.rates', lastScrapeAt: null });
    expect((await json(await t.as('admin').get('/api/admin/rates/source'))).source.selector).toBe('table.rates');
    // A JSON source has no selector.
    expect((await json(await setSource({ url: fixture.url('/rates.json'), format: 'json', selector: 'x' }))).source.selector).toBeNull();
  });

  it.each([
    [{ url: 'file:///etc/passwd', format: 'json' }, 'url'],
    [{ url: 'ftp://example.com/rates', format: 'json' }, 'url'],
    [{ url: 'not a url', format: 'json' }, 'url'],
    [{ url: 'https://example.com/rates', format: 'csv' }, 'format'],
    [{ url: '', format: 'json' }, 'url'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const res = await setSource(body);
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).error.fields)).toContain(field);
  });
});

describe('POST /api/admin/rates/scrape', () => {
  it('reads a good table with mixed spellings: one transaction retires every active rate and activates the new ones', async () => {
    expect((await setSource({ url: fixture.url('/good'), format: 'html-table' })).status).toBe(200);
    const before = await activeRates();
    expect(before.length).toBeGreaterThan(0);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: 'Rates updated successfully. New rates are now active.', count: goodRatesCount });

    const active = await activeRates();
    expect(active).toHaveLength(goodRatesCount);
    expect(active.every((r) => r.sourceUrl === fixture.url('/good'))).toBe(true);
    const key = (r: (typeof active)[number]) => `${r.province} ${r.termMonths} ${r.rateType} ${r.mortgageType} ${r.postedRate} ${r.ourRate}`;
    expect(active.map(key).sort()).toEqual(
      [
        'ON 60 fixed Conventional 6.09 4.19',
        'ON 36 variable Conventional 6.45 4.95',
        'BC 12 fixed High-Ratio 6.99 5.49',
        'AB 84 fixed High-Ratio 6.4 4.59',
        'QC 60 variable Refinance 6.95 5.15',
      ].sort(),
    );
    // Every rate active before is kept, inactive, with its history saying why.
    const after = new Map((await allRates()).map((r) => [r.id, r]));
    for (const old of before) expect(after.get(old.id)).toMatchObject({ isActive: false, ourRate: old.ourRate });
    const retired = await t.db.select().from(mortgageRateChanges).where(eq(mortgageRateChanges.rateId, before[0]!.id));
    expect(retired.at(-1)).toMatchObject({ action: 'replaced_by_scrape', changedByName: 'Alex Morgan', before: { isActive: true }, after: { isActive: false } });

    // The public page shows the new rates at once.
    const ontario = await publicRates('ON');
    expect(ontario.map((r) => `${r.termLabel} ${r.rateType} ${r.ourRate}`).sort()).toEqual(['3 year variable 4.95', '5 year fixed 4.19']);
    expect(await publicRates('NS')).toEqual([]);
    const [source] = await t.db.select().from(rateSource);
    expect(source).toMatchObject({ lastScrapeOutcome: 'succeeded', lastScrapeCount: goodRatesCount });
  });

  it('reads the table a CSS selector picks, past a layout table', async () => {
    expect((await setSource({ url: fixture.url('/selector'), format: 'html-table', selector: '#today table' })).status).toBe(200);
    expect(await json(await scrape())).toMatchObject({ count: 2 });
    expect((await activeRates()).map((r) => `${r.province} ${r.termMonths} ${r.rateType} ${r.ourRate}`).sort()).toEqual(['MB 60 fixed 4.29', 'SK 60 variable 4.99']);
  });

  it('reads a JSON source with loosely named keys', async () => {
    expect((await setSource({ url: fixture.url('/rates.json'), format: 'json' })).status).toBe(200);
    expect(await json(await scrape())).toMatchObject({ count: 2 });
    expect((await activeRates()).map((r) => `${r.province} ${r.termMonths} ${r.rateType} ${r.postedRate} ${r.ourRate}`).sort()).toEqual([
      'NB 36 variable 6.5 4.89',
      'NS 60 fixed 6.1 4.24',
    ]);
  });

  it('changes nothing for an empty table', () => expectNothingChanges('/empty', /no valid rate/));
  it('changes nothing for malformed HTML', () => expectNothingChanges('/malformed', /no valid rate|no term or rate column/));
  it('changes nothing when the selector matches no table', () => expectNothingChanges('/good', /no table matches/, { selector: '#missing' }));
  it('changes nothing when the source answers an error', () => expectNothingChanges('/error', /answered 500/));
  it('changes nothing when the source is slower than the timeout', () => expectNothingChanges('/slow', /^timeout/));
  it('changes nothing for a 5 MB body (cut at the 2 MB cap)', () => expectNothingChanges('/huge', /^too_large/));
  it('changes nothing when the source redirects to a private address', () => expectNothingChanges('/to-private', /^private_address/));
  it('changes nothing when a page is not there', () => expectNothingChanges('/missing', /answered 404/));

  it('serialises scrapes at once: only one batch ends up active (without the lock, PostgreSQL keeps several)', async () => {
    expect((await setSource({ url: fixture.url('/good'), format: 'html-table' })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => scrape()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const active = await activeRates();
    expect(active).toHaveLength(goodRatesCount);
    expect(new Set(active.map((r) => r.scrapedAt.getTime())).size).toBe(1);
  });

  it('runs daily through the job scheduler', async () => {
    fixture.setPage('/daily', (await import('../../test/rate-source-fixture.ts')).selectorRatesPage);
    expect((await setSource({ url: fixture.url('/daily'), format: 'html-table', selector: '#today table' })).status).toBe(200);
    // The first slot was taken when the app started (no source then); the next is a day later.
    t.clock.advance(25 * 60 * 60 * 1000);
    await t.runJobs();
    const active = await activeRates();
    expect(active.map((r) => r.province).sort()).toEqual(['MB', 'SK']);
    const [change] = await t.db.select().from(mortgageRateChanges).where(eq(mortgageRateChanges.rateId, active[0]!.id));
    expect(change).toMatchObject({ action: 'scraped', changedByName: m.scheduledScrape, changedByUserId: null });
    const schedules = await t.db.execute<{ name: string }>(`select name from job_schedules where name = '${rateScrapeSchedule}'`);
    expect((schedules as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
