import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '@maple/db/schema/auth';
import { leads } from '@maple/db/schema/leads';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let secrets: string[];
beforeAll(async () => {
  t = await createTestApp();
  const userIds = (await t.db.select({ id: user.id }).from(user)).map((u) => u.id);
  const leadEmails = (await t.db.select({ email: leads.clientEmail }).from(leads)).map((l) => l.email);
  secrets = ['sarah.crm@demo.maple.test', ...userIds, ...leadEmails];
});
afterAll(() => t.close());

const publicGets = [
  '/api/rates',
  '/api/rates?province=BC',
  '/api/rates/best',
  '/api/lenders',
  '/api/testimonials',
  '/api/services',
  '/api/products',
  '/api/agents',
  '/api/agents/options',
  '/api/agents/sarahchen',
  '/api/agents/marcgagnon',
  '/api/blog',
  '/api/blog/fixed-or-variable-2026',
];

describe('every public GET (anyone)', () => {
  it.each(publicGets)('%s answers 200, kept by browsers but revalidated (ETag), with no private data', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const text = await res.text();
    expect(text).not.toMatch(/userId|user_id|crmEmail|crm_email|adminId|admin_id/);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('a signed-in visitor gets the same public answer, and personal answers are never publicly cacheable', async () => {
    const cookie = await t.as('sarah').cookie();
    const anonymous = await (await t.request('/api/agents/sarahchen')).text();
    expect(await (await t.request('/api/agents/sarahchen', { cookie })).text()).toBe(anonymous);
    const me = await t.request('/api/me', { cookie });
    expect(me.headers.get('cache-control') ?? '').not.toContain('public');
  });
});
