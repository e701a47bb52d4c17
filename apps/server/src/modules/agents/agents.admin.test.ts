import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAgent } from '@maple/db/seed/factories';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/agents (super_admin only)', () => {
  it('refuses anonymous callers with 401', async () => {
    const res = await t.request('/api/admin/agents');
    expect(res.status).toBe(401);
    expect((await json(res)).error.code).toBe('unauthorized');
  });

  it('refuses an agent with 403', async () => {
    const res = await t.request('/api/admin/agents', { cookie: await t.signIn('agent@demo.maple.test') });
    expect(res.status).toBe(403);
    expect((await json(res)).error.code).toBe('forbidden');
  });

  it('gives the super admin every agent, inactive included, newest first', async () => {
    const newest = await insertAgent(t.db, { name: 'Newest Agent', createdAt: new Date(t.clock.now().getTime() + 60_000), isActive: false });
    const res = await t.request('/api/admin/agents', { cookie: await t.signIn('admin@demo.maple.test') });
    expect(res.status).toBe(200);
    const { items: agents, total } = await json(res);
    expect(total).toBe(agents.length);
    expect(agents[0].id).toBe(newest.id);
    expect(agents.map((a: { profileSlug: string }) => a.profileSlug)).toEqual(expect.arrayContaining(['sarahchen', 'marcgagnon', 'priyapatel']));
    const times = agents.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers unknown console paths with 404 only after the role check', async () => {
    expect((await t.request('/api/admin/nothing-here')).status).toBe(401);
    const res = await t.request('/api/admin/nothing-here', { cookie: await t.signIn('admin@demo.maple.test') });
    expect(res.status).toBe(404);
  });
});
