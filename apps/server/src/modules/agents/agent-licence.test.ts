// Issue 27, item 2: an agent's FSRA licence is the super admin's record; the public answers carry
// it (without the day it was checked), an agent reads it and cannot change it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { insertAgent } from '@maple/db/seed/factories';
import { licensingMessages as m } from '@maple/shared/messages/licensing';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const licence = { licensedName: 'Nadia Okafor-Reid', class: 'mortgage_broker', number: 'M12345678', checkedAt: '2026-03-02' } as const;
const patch = (id: string, body: unknown) => t.as('admin').patch(`/api/admin/agents/${id}`, body);

describe('PATCH /api/admin/agents/:id { licence }', () => {
  it('round-trips the licence; the public answers carry it without checkedAt', async () => {
    const agent = await insertAgent(t.db, { name: 'Nadia Reid', profileSlug: 'nadiareid', isActive: true });
    const saved = await patch(agent.id, { licence });
    expect(saved.status).toBe(200);
    expect((await json(saved)).licence).toEqual(licence);
    expect((await json(await t.as('admin').get(`/api/admin/agents/${agent.id}`))).licence).toEqual(licence);
    const [row] = await t.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row).toMatchObject({ licenceName: licence.licensedName, licenceClass: 'mortgage_broker', licenceNumber: 'M12345678', licenceCheckedAt: '2026-03-02' });

    const shown = { licensedName: licence.licensedName, class: licence.class, number: licence.number };
    const directory = (await json(await t.anonymous.get('/api/agents'))).agents.find((a: { id: string }) => a.id === agent.id);
    expect(directory.licence).toEqual(shown);
    const byId = await json(await t.anonymous.get(`/api/agents/${agent.id}`));
    expect(byId.agent.licence).toEqual(shown);
    const bySlug = await json(await t.anonymous.get('/api/agents/nadiareid'));
    expect(bySlug.agent.licence).toEqual(shown);
    expect(JSON.stringify(bySlug)).not.toContain('2026-03-02');
  });

  it('takes a lowercase number, clears the optional parts with empty strings, and removes the licence with null', async () => {
    const agent = await insertAgent(t.db, { name: 'Optional Parts' });
    const lower = await patch(agent.id, { licence: { licensedName: 'Optional Parts', class: 'mortgage_agent_level_1', number: 'm00000001' } });
    expect((await json(lower)).licence).toEqual({ licensedName: 'Optional Parts', class: 'mortgage_agent_level_1', number: 'M00000001', checkedAt: null });
    const cleared = await patch(agent.id, { licence: { licensedName: 'Optional Parts', class: 'mortgage_agent_level_1', number: '', checkedAt: '' } });
    expect((await json(cleared)).licence).toEqual({ licensedName: 'Optional Parts', class: 'mortgage_agent_level_1', number: null, checkedAt: null });
    const removed = await patch(agent.id, { licence: null });
    expect((await json(removed)).licence).toBeNull();
    expect((await json(await t.anonymous.get(`/api/agents/${agent.id}`))).agent.licence).toBeNull();
  });

  it('refuses a number that is not M and 8 digits, an unknown class, an impossible day and an unknown field, naming each', async () => {
    const agent = await insertAgent(t.db, { name: 'Bad Input' });
    const cases: [unknown, Record<string, string>][] = [
      [{ ...licence, number: 'M1234567' }, { 'licence.number': m.invalidNumber }],
      [{ ...licence, number: '12345678' }, { 'licence.number': m.invalidNumber }],
      [{ ...licence, number: 'M123456789' }, { 'licence.number': m.invalidNumber }],
      [{ ...licence, class: 'mortgage_agent' }, { 'licence.class': m.invalidClass }],
      [{ ...licence, checkedAt: '2026-02-30' }, { 'licence.checkedAt': m.invalidDate }],
      [{ ...licence, licensedName: '  ' }, { 'licence.licensedName': m.licensedNameRequired }],
      [{ ...licence, expires: '2027-01-01' }, { 'licence.expires': 'Unknown field' }],
    ];
    for (const [body, fields] of cases) {
      const res = await patch(agent.id, { licence: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error.fields).toEqual(fields);
    }
    const [row] = await t.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row!.licenceClass).toBeNull();
  });
});

describe('the agent and their licence', () => {
  it('PATCH /api/me/agent refuses `licence` (400), changes nothing, and GET /api/me/agent shows it read-only', async () => {
    const before = await json(await t.as('sarah').get('/api/me/agent'));
    expect(before.licence).toMatchObject({ licensedName: 'Sarah Chen', class: 'mortgage_agent_level_2', number: 'M08001234', checkedAt: expect.any(String) });
    const res = await t.as('sarah').patch('/api/me/agent', { licence: { ...licence, licensedName: 'Sarah Chen' } });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toMatchObject({ licence: 'Unknown field' });
    expect((await json(await t.as('sarah').get('/api/me/agent'))).licence).toEqual(before.licence);
  });

  it('an agent without a class has `licence: null` in the directory, and the console lists them as such', async () => {
    const agent = await insertAgent(t.db, { name: 'No Class Yet', isActive: true, createdAt: new Date('2100-01-01T00:00:00Z') });
    const directory = (await json(await t.anonymous.get('/api/agents'))).agents.find((a: { id: string }) => a.id === agent.id);
    expect(directory.licence).toBeNull();
    const [first] = (await json(await t.as('admin').get('/api/admin/agents'))).items;
    expect(first).toMatchObject({ id: agent.id, licence: null });
  });
});
