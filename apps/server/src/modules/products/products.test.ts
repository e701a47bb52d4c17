import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@maple/db/seed/factories';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/products and /api/products/:id (anyone)', () => {
  it('lists products newest first, prices as numbers, cacheable', async () => {
    const newest = await insertProduct(t.db, { name: 'Brand New Product', price: 12.5, createdAt: new Date(t.clock.now().getTime() + 60_000) });
    const res = await t.request('/api/products');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const { products } = (await res.json()) as { products: PublicProduct[] };
    expect(products[0]).toMatchObject({ id: newest.id, name: 'Brand New Product', price: 12.5 });
    const times = products.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(products.find((p) => p.name === 'Home Appraisal Service')!.price).toBe(349.99);
  });

  it('gives one product by id', async () => {
    const product = await insertProduct(t.db, { name: 'Detail Product', content: 'Line one\nLine two' });
    const res = await t.request(`/api/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: product.id, name: 'Detail Product', content: 'Line one\nLine two' });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'nope', '12345'])('answers 404 "Product not found." for %s', async (id) => {
    const res = await t.request(`/api/products/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Product not found.' } });
  });
});
