import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLender } from '@maple/db/seed/factories';
import type { PublicLender } from '@maple/shared/schemas/lenders';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/lenders (anyone)', () => {
  it('lists active lenders in display order, cacheable', async () => {
    await insertLender(t.db, { name: 'Zero Order Lender', displayOrder: 0 });
    await insertLender(t.db, { name: 'Hidden Lender', displayOrder: 1, isActive: false });
    const res = await t.request('/api/lenders');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const { lenders } = (await res.json()) as { lenders: PublicLender[] };
    const names = lenders.map((l) => l.name);
    expect(names[0]).toBe('Zero Order Lender');
    expect(names).toContain('Royal Bank of Canada');
    // B2B Bank is inactive in the seed.
    expect(names).not.toContain('B2B Bank');
    expect(names).not.toContain('Hidden Lender');
    const orders = lenders.map((l) => l.displayOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(Object.keys(lenders[0]!).sort()).toEqual(['displayOrder', 'id', 'logoUrl', 'name', 'type']);
  });
});
