import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { insertLead } from '@maple/db/seed/factories';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = rows.find((r) => r.slug === 'sarahchen')!.id;
  marcId = rows.find((r) => r.slug === 'marcgagnon')!.id;
});
afterAll(() => t.close());

describe('/api/me/leads (agents and admins, own leads only)', () => {
  it('lists only the signed-in agent\'s leads, with the total of those', async () => {
    const body = await json(await t.as('sarah').get('/api/me/leads?pageSize=100'));
    const [own] = await t.db.$count(leads, eq(leads.agentId, sarahId)).then((n) => [n]);
    expect(body.total).toBe(own);
    expect(body.items.length).toBe(own);
    expect(body.items.every((l: { agentId: string }) => l.agentId === sarahId)).toBe(true);
    const marcs = await json(await t.as('marc').get('/api/me/leads?pageSize=100'));
    expect(marcs.items.every((l: { agentId: string }) => l.agentId === marcId)).toBe(true);
  });

  it('pages and searches on the server', async () => {
    for (let i = 0; i < 3; i++) await insertLead(t.db, { agentId: sarahId, clientName: `Paging Person ${i}`, createdAt: new Date(t.clock.now().getTime() + 60_000 + i * 1000) });
    const first = await json(await t.as('sarah').get('/api/me/leads?q=paging%20person&pageSize=2'));
    expect(first.total).toBe(3);
    expect(first.items.map((l: { clientName: string }) => l.clientName)).toEqual(['Paging Person 2', 'Paging Person 1']);
    const second = await json(await t.as('sarah').get('/api/me/leads?q=paging%20person&pageSize=2&page=2'));
    expect(second.items.map((l: { clientName: string }) => l.clientName)).toEqual(['Paging Person 0']);
    expect((await json(await t.as('marc').get('/api/me/leads?q=paging%20person'))).total).toBe(0);
    // LIKE wildcards in the search text are taken literally.
    expect((await json(await t.as('sarah').get('/api/me/leads?q=%25'))).total).toBe(0);
  });

  it('updates the status of an own lead, and answers 404 for another agent\'s without changing it', async () => {
    const lead = await insertLead(t.db, { agentId: sarahId, clientName: 'Status Lead' });
    const patch = (who: 'sarah' | 'marc', body: unknown) => t.as(who).patch(`/api/me/leads/${lead.id}`, body);
    const denied = await patch('marc', { status: 'closed' });
    expect(denied.status).toBe(404);
    expect((await json(denied)).error).toEqual({ code: 'not_found', message: 'Lead not found' });
    const ok = await patch('sarah', { status: 'qualified', notes: 'Called back\nprefers email' });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ id: lead.id, status: 'qualified', notes: 'Called back\nprefers email', agentName: 'Sarah Chen' });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'qualified' });
    expect((await patch('sarah', { status: 'lost' })).status).toBe(400);
    expect((await patch('sarah', {})).status).toBe(400);
  });

  it('cannot delete leads from the dashboard (no such route)', async () => {
    const lead = await insertLead(t.db, { agentId: sarahId });
    expect((await t.as('sarah').delete(`/api/me/leads/${lead.id}`)).status).toBe(404);
    expect(await t.db.$count(leads, eq(leads.id, lead.id))).toBe(1);
  });
});
