import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import type { AdminRate, PublicRate, RateChange } from '@maple/shared/schemas/rates';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin').cookie();
}, 60_000);
afterAll(() => t.close());

// Each request a second after the last, as an admin's clicks are: the history is ordered by time,
// and a clock standing still would give every change the same instant.
const asAdmin = () => (t.clock.advance(1000), t.as('admin'));
const list = async (query = '') => (await json(await asAdmin().get(`/api/admin/rates${query}`))) as { items: AdminRate[]; total: number };
const history = async (id: string) => ((await json(await asAdmin().get(`/api/admin/rates/${id}/history`))) as { items: RateChange[] }).items;
const publicRates = async (province: string, cookie?: string) =>
  ((await json(await t.request(`/api/rates?province=${province}`, { cookie }))).rates as PublicRate[]);

describe('GET /api/admin/rates', () => {
  it('lists rates, active and not, cheapest first, with source and times, a page at a time', async () => {
    const { items, total } = await list('?pageSize=100');
    expect(items).toHaveLength(Math.min(total, 100));
    expect(items.some((r) => !r.isActive)).toBe(true);
    expect(items.map((r) => r.ourRate)).toEqual([...items.map((r) => r.ourRate)].sort((a, b) => a - b));
    expect(Object.keys(items[0]!).sort()).toEqual(
      ['id', 'province', 'provinceName', 'termMonths', 'termLabel', 'rateType', 'mortgageType', 'postedRate', 'ourRate', 'isActive', 'sourceUrl', 'scrapedAt', 'updatedAt'].sort(),
    );
  });

  it('filters by status', async () => {
    expect((await list('?status=active')).items.every((r) => r.isActive)).toBe(true);
    expect((await list('?status=inactive')).items.every((r) => !r.isActive)).toBe(true);
    expect((await asAdmin().get('/api/admin/rates?status=deleted')).status).toBe(400);
  });

  it('is for the super admin only', async () => {
    expect((await t.request('/api/admin/rates')).status).toBe(401);
    expect((await t.as('sarah').get('/api/admin/rates')).status).toBe(403);
  });
});

describe('a rate from creation to deletion', () => {
  let rate: AdminRate;

  it('adds a rate manually in the shape it is read (termMonths): active, scraped now, source Manual Entry', async () => {
    const res = await asAdmin().post('/api/admin/rates', { province: 'Yukon', termMonths: 24, rateType: 'Fixed', mortgageType: 'high ratio', postedRate: '5.4999', ourRate: 3.1234 });
    expect(res.status).toBe(201);
    rate = await json(res);
    expect(rate).toMatchObject({ province: 'YT', termMonths: 24, termLabel: '2 year', rateType: 'fixed', mortgageType: 'High-Ratio', postedRate: 5.5, ourRate: 3.123, isActive: true, sourceUrl: 'Manual Entry' });
    expect(rate.scrapedAt).toBe(t.clock.now().toISOString());
    // The public page shows it at once to the admin who added it (no cached copy for a signed-in browser).
    const res2 = await asAdmin().get('/api/rates?province=YT');
    expect(res2.headers.get('cache-control')).toBe('private, no-store');
    expect(((await json(res2)).rates as PublicRate[]).map((r) => r.ourRate)).toContain(3.123);
    expect((await history(rate.id)).map((h) => h.action)).toEqual(['created']);
  });

  it.each([
    [{ province: 'ON', termMonths: 60, rateType: 'fixed', postedRate: '', ourRate: 3 }, 'postedRate', 'Posted rate is required'],
    [{ province: 'ON', termMonths: 60, rateType: 'fixed', postedRate: 5 }, 'ourRate', 'Our rate is required'],
    [{ province: 'ON', termMonths: 60, rateType: 'fixed', postedRate: 'abc', ourRate: 3 }, 'postedRate', 'Rate must be a number'],
    [{ province: 'Atlantis', termMonths: 60, rateType: 'fixed', postedRate: 5, ourRate: 3 }, 'province', 'Please choose a Canadian province or territory'],
    [{ province: 'ON', termMonths: 'forever', rateType: 'fixed', postedRate: 5, ourRate: 3 }, 'termMonths', 'Term must be a whole number of months from 1 to 360'],
    [{ province: 'ON', termMonths: 60.5, rateType: 'fixed', postedRate: 5, ourRate: 3 }, 'termMonths', 'Term must be a whole number of months from 1 to 360'],
    // The old spelling of the write body: refused by name rather than read as years.
    [{ province: 'ON', termMonths: 36, term: 36, rateType: 'fixed', postedRate: 5, ourRate: 3 }, 'term', 'Unknown field'],
  ])('refuses %j with a message on %s', async (body, field, message) => {
    const before = await t.db.$count(mortgageRates);
    const res = await asAdmin().post('/api/admin/rates', body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields[field]).toBe(message);
    expect(await t.db.$count(mortgageRates)).toBe(before);
  });

  it('edits posted and our rate inline (3 decimals) and keeps the old values in the history', async () => {
    const res = await asAdmin().patch(`/api/admin/rates/${rate.id}`, { postedRate: 5.25, ourRate: '3.0005' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ postedRate: 5.25, ourRate: 3.001, isActive: true });
    const [last] = await history(rate.id);
    expect(last).toMatchObject({ action: 'updated', changedBy: 'Alex Morgan', before: { postedRate: 5.5, ourRate: 3.123 }, after: { postedRate: 5.25, ourRate: 3.001 } });
  });

  it('deactivates and activates it by the badge; inactive rates leave the public page', async () => {
    expect(await json(await asAdmin().patch(`/api/admin/rates/${rate.id}`, { isActive: false }))).toMatchObject({ isActive: false });
    expect((await publicRates('YT', admin)).some((r) => r.id === rate.id)).toBe(false);
    expect(await json(await asAdmin().patch(`/api/admin/rates/${rate.id}`, { isActive: true }))).toMatchObject({ isActive: true });
    expect((await publicRates('YT', admin)).some((r) => r.id === rate.id)).toBe(true);
    expect((await history(rate.id)).map((h) => h.action)).toEqual(['activated', 'deactivated', 'updated', 'created']);
  });

  it.each([{}, { ourRate: -1 }, { ourRate: 101 }, { ourRate: '' }, { postedRate: ' ' }, { postedRate: null }, { province: 'ON' }, { isActive: 'yes' }])('refuses the edit %j and changes nothing', async (body) => {
    const [before] = await t.db.select().from(mortgageRates).where(eq(mortgageRates.id, rate.id));
    expect((await asAdmin().patch(`/api/admin/rates/${rate.id}`, body)).status).toBe(400);
    const [after] = await t.db.select().from(mortgageRates).where(eq(mortgageRates.id, rate.id));
    expect(after).toEqual(before);
  });

  it('deletes it; the history stays and ends with the deletion', async () => {
    expect((await asAdmin().delete(`/api/admin/rates/${rate.id}`)).status).toBe(204);
    expect(await t.db.select().from(mortgageRates).where(eq(mortgageRates.id, rate.id))).toEqual([]);
    const changes = await history(rate.id);
    expect(changes[0]).toMatchObject({ action: 'deleted', before: { ourRate: 3.001 }, after: null });
    expect(changes).toHaveLength(5);
    expect((await asAdmin().delete(`/api/admin/rates/${rate.id}`)).status).toBe(404);
    expect((await asAdmin().patch(`/api/admin/rates/${rate.id}`, { ourRate: 2 })).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await asAdmin().get('/api/admin/rates/00000000-0000-4000-8000-000000000000/history')).status).toBe(404);
    expect((await asAdmin().patch('/api/admin/rates/nope', { ourRate: 2 })).status).toBe(404);
    expect((await asAdmin().delete('/api/admin/rates/nope')).status).toBe(404);
  });
});
