import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAgent } from '@maple/db/seed/factories';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Who may call it (401 anonymous, 403 an agent) is the authorization matrix's to prove.
describe('GET /api/admin/agents (super_admin only)', () => {
  it('gives the super admin every agent, inactive included, newest first', async () => {
    const newest = await insertAgent(t.db, { name: 'Newest Agent', createdAt: new Date(t.clock.now().getTime() + 60_000), isActive: false });
    const res = await t.as('admin').get('/api/admin/agents');
    expect(res.status).toBe(200);
    const { items: agents, total } = await json(res);
    expect(total).toBe(agents.length);
    expect(agents[0].id).toBe(newest.id);
    expect(agents.map((a: { profileSlug: string }) => a.profileSlug)).toEqual(expect.arrayContaining(['sarahchen', 'marcgagnon', 'priyapatel']));
    const times = agents.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers unknown console paths with 404 only after the role check', async () => {
    expect((await t.anonymous.get('/api/admin/nothing-here')).status).toBe(401);
    const res = await t.as('admin').get('/api/admin/nothing-here');
    expect(res.status).toBe(404);
  });
});
