import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertService } from '@maple/db/seed/factories';
import type { PublicService } from '@maple/shared/schemas/services';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/services and /api/services/:id (anyone)', () => {
  it('lists services oldest first, cacheable', async () => {
    const res = await t.request('/api/services');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const { services } = (await res.json()) as { services: PublicService[] };
    expect(services[0]!.name).toBe('First-Time Home Buyers');
    const times = services.map((s) => Date.parse(s.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('gives one service by id, content line breaks kept', async () => {
    const { services } = (await (await t.request('/api/services')).json()) as { services: PublicService[] };
    const res = await t.request(`/api/services/${services[1]!.id}`);
    expect(res.status).toBe(200);
    const service = (await res.json()) as PublicService;
    expect(service.name).toBe('Mortgage Renewals');
    expect(service.content).toContain('\n\n');
  });

  it('turns a bucket path into a public file URL and leaves absolute URLs alone', async () => {
    const stored = await insertService(t.db, { name: 'Bucket image', imageUrl: 'renewals/photo 1.jpg' });
    const absolute = await insertService(t.db, { name: 'Absolute image', imageUrl: 'https://cdn.example.com/a.jpg' });
    expect(((await (await t.request(`/api/services/${stored.id}`)).json()) as PublicService).imageUrl).toBe('/files/service-images/renewals/photo%201.jpg');
    expect(((await (await t.request(`/api/services/${absolute.id}`)).json()) as PublicService).imageUrl).toBe('https://cdn.example.com/a.jpg');
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])('answers 404 "Service not found." for %s', async (id) => {
    const res = await t.request(`/api/services/${encodeURIComponent(id)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Service not found.' } });
    expect(res.headers.get('cache-control')).toBeNull();
  });
});
