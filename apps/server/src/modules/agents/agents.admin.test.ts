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

  it('pages and searches on the server: every match once, the total of all of them', async () => {
    for (let i = 0; i < 30; i++) await insertAgent(t.db, { name: `Paging Agent ${String(i).padStart(2, '0')}`, createdAt: new Date(t.clock.now().getTime() - i * 60_000) });
    await insertAgent(t.db, { name: 'Percent 100% Agent' });
    const page = async (query: string) => {
      const res = await t.as('admin').get(`/api/admin/agents${query}`);
      expect(res.status, query).toBe(200);
      return (await json(res)) as { items: { name: string }[]; total: number };
    };
    const first = await page('?q=paging%20agent');
    const second = await page('?q=paging%20agent&page=2');
    expect([first.total, second.total]).toEqual([30, 30]);
    expect([first.items.length, second.items.length]).toEqual([25, 5]);
    // Newest first, so the names run 00 to 29 across the two pages.
    expect([...first.items, ...second.items].map((a) => a.name)).toEqual(Array.from({ length: 30 }, (_, i) => `Paging Agent ${String(i).padStart(2, '0')}`));
    expect((await page('?q=0%25')).items.map((a) => a.name)).toEqual(['Percent 100% Agent']);
    expect((await page('?pageSize=100')).total).toBeGreaterThan(33);
    const tooMany = await t.as('admin').get('/api/admin/agents?pageSize=101');
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).error.fields.pageSize).toEqual(expect.any(String));
    expect((await t.as('sarah').get('/api/admin/agents?q=paging')).status).toBe(403);
  });

  it('answers unknown console paths with 404 only after the role check', async () => {
    expect((await t.anonymous.get('/api/admin/nothing-here')).status).toBe(401);
    const res = await t.as('admin').get('/api/admin/nothing-here');
    expect(res.status).toBe(404);
  });
});
