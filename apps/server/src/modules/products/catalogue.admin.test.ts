// The console's Products, Services and Lenders tabs through /api/admin, and what the public pages
// then show.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lenders, mortgageServices, products } from '@maple/db/schema/catalogue';
import { servicesMessages } from '@maple/shared/messages/services';
import type { AdminLender } from '@maple/shared/schemas/lenders';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { smallPng, multipart } from '../../test/upload-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());


describe.each(['products', 'services', 'lenders'])('/api/admin/%s', (resource) => {
  it('is for the super admin only', async () => {
    expect((await t.request(`/api/admin/${resource}`)).status).toBe(401);
    expect((await t.as('sarah').get(`/api/admin/${resource}`)).status).toBe(403);
    expect((await t.as('sarah').post(`/api/admin/${resource}`, { name: 'x' })).status).toBe(403);
  });

  it('requires a name and changes nothing without one', async () => {
    const res = await t.as('admin').post(`/api/admin/${resource}`, { name: '   ' });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields.name).toBe('Name is required');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.as('admin').patch(`/api/admin/${resource}/00000000-0000-4000-8000-000000000000`, { name: 'x' })).status).toBe(404);
    expect((await t.as('admin').delete(`/api/admin/${resource}/nope`)).status).toBe(404);
  });
});

describe('products', () => {
  it('creates a product with an uploaded image, shows it publicly at once, edits and deletes it', async () => {
    const upload = await t.as('admin').post('/api/admin/uploads/product-images', multipart(await smallPng(), 'p.png', 'image/png'));
    expect(upload.status).toBe(201);
    const { url } = await json(upload);
    const res = await t.as('admin').post('/api/admin/products', { name: 'First-Time Buyer Plan', description: 'Low down payment', imageUrl: url, price: '1499.999', content: '# Why\n\n- **Low** rate' });
    expect(res.status).toBe(201);
    const product: PublicProduct = await json(res);
    expect(product).toMatchObject({ name: 'First-Time Buyer Plan', imageUrl: url, price: 1500, content: '# Why\n\n- **Low** rate' });

    const listed = await json(await t.as('admin').get('/api/admin/products'));
    expect(listed.items[0].id).toBe(product.id);
    expect(listed.total).toBe(listed.items.length);
    expect((await json(await t.as('admin').get(`/api/products/${product.id}`))).name).toBe('First-Time Buyer Plan');
    expect((await t.request(`/files${new URL(url, 'http://x').pathname.slice('/files'.length)}`)).status).toBe(200);

    const edited = await json(await t.as('admin').patch(`/api/admin/products/${product.id}`, { name: 'Renamed', imageUrl: 'https://cdn.example.com/p.jpg', price: '' }));
    expect(edited).toMatchObject({ name: 'Renamed', imageUrl: 'https://cdn.example.com/p.jpg', price: null, description: null });
    expect((await t.as('admin').delete(`/api/admin/products/${product.id}`)).status).toBe(204);
    expect((await t.request(`/api/products/${product.id}`)).status).toBe(404);
  });

  it.each([
    [{ name: 'P', imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Please enter a valid URL'],
    [{ name: 'P', imageUrl: 'not a url' }, 'imageUrl', 'Please enter a valid URL'],
    [{ name: 'P', price: 'cheap' }, 'price', 'Price must be a number of dollars and cents'],
    [{ name: 'P', price: -1 }, 'price', 'Price must be a number of dollars and cents'],
  ])('refuses %j', async (body, field, message) => {
    const before = await t.db.$count(products);
    const res = await t.as('admin').post('/api/admin/products', body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields[field]).toBe(message);
    expect(await t.db.$count(products)).toBe(before);
  });
});

describe('services', () => {
  it('stores features from a list or from pasted JSON, and cuts long names with the notice', async () => {
    const long = 'N'.repeat(300);
    const res = await t.as('admin').post('/api/admin/services', { name: long, description: 'é'.repeat(256), features: '["Fast approval", "Any credit"]', content: 'Body' });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.truncated).toBe(true);
    expect(body.service.name).toBe('N'.repeat(255));
    expect(body.service.description).toBe('é'.repeat(255));
    expect(body.service.features).toEqual(['Fast approval', 'Any credit']);
    expect(servicesMessages.truncated).toBe('Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.');

    const edited = await json(await t.as('admin').patch(`/api/admin/services/${body.service.id}`, { name: 'Refinance', features: ['One', '', 'Two'] }));
    expect(edited).toMatchObject({ truncated: false, service: { name: 'Refinance', features: ['One', 'Two'], description: null } });
    const publicOne = await json(await t.as('admin').get(`/api/services/${body.service.id}`));
    expect(publicOne.features).toEqual(['One', 'Two']);
    const listed = await json(await t.as('admin').get('/api/admin/services'));
    expect(listed.items[0].id).toBe(body.service.id);
    expect((await t.as('admin').delete(`/api/admin/services/${body.service.id}`)).status).toBe(204);
  });

  it.each([
    ['["unclosed"', 'Features must be valid JSON'],
    ['{"a": 1}', 'Features must be a JSON list of short lines'],
  ])('refuses features %s', async (features, message) => {
    const before = await t.db.$count(mortgageServices);
    const res = await t.as('admin').post('/api/admin/services', { name: 'S', features });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields.features).toBe(message);
    expect(await t.db.$count(mortgageServices)).toBe(before);
  });
});

describe('lenders', () => {
  const listLenders = async () => (await json(await t.as('admin').get('/api/admin/lenders'))).items as AdminLender[];

  it('creates with defaults (A Lender, order 0, active), edits, hides inactive ones from the public strip, deletes', async () => {
    const res = await t.as('admin').post('/api/admin/lenders', { name: 'Zed Credit Union', type: 'alternate_lender' });
    expect(res.status).toBe(201);
    const lender: AdminLender = await json(res);
    expect(lender).toMatchObject({ name: 'Zed Credit Union', type: 'alternate_lender', displayOrder: 0, isActive: true, logoUrl: null });
    expect((await t.as('admin').post('/api/admin/lenders', { name: 'X', type: 'bank' })).status).toBe(400);

    const off = await json(await t.as('admin').patch(`/api/admin/lenders/${lender.id}`, { name: 'Zed CU', type: 'a_lender', displayOrder: 3, isActive: false }));
    expect(off).toMatchObject({ name: 'Zed CU', displayOrder: 3, isActive: false });
    const publicNames = async () => ((await json(await t.as('admin').get('/api/lenders'))).lenders as { name: string }[]).map((l) => l.name);
    expect(await publicNames()).not.toContain('Zed CU');
    expect((await listLenders()).map((l) => l.name)).toContain('Zed CU');
    expect((await t.as('admin').delete(`/api/admin/lenders/${lender.id}`)).status).toBe(204);
  });

  it('reorders: every lender once, in the new order, and the home page strip follows', async () => {
    const before = await listLenders();
    expect(before.length).toBeGreaterThan(2);
    const reversed = [...before].reverse().map((l) => l.id);
    const res = await t.as('admin').put('/api/admin/lenders/order', { ids: reversed });
    expect(res.status).toBe(200);
    expect((await json(res)).items.map((l: AdminLender) => l.id)).toEqual(reversed);
    const publicIds = ((await json(await t.as('admin').get('/api/lenders'))).lenders as { id: string }[]).map((l) => l.id);
    expect(publicIds).toEqual(reversed.filter((id) => before.find((l) => l.id === id)!.isActive));
  });

  it('refuses an order that misses or repeats a lender, and changes nothing', async () => {
    const before = await t.db.select({ id: lenders.id, displayOrder: lenders.displayOrder }).from(lenders);
    const ids = before.map((l) => l.id);
    for (const body of [{ ids: ids.slice(1) }, { ids: [...ids, ids[0]] }, { ids: [] }, { ids: ['nope'] }]) {
      const res = await t.as('admin').put('/api/admin/lenders/order', body);
      expect(res.status).toBe(400);
    }
    expect(await t.db.select({ id: lenders.id, displayOrder: lenders.displayOrder }).from(lenders)).toEqual(before);
    expect((await t.db.select().from(lenders).where(eq(lenders.id, ids[0]!))).length).toBe(1);
  });
});
