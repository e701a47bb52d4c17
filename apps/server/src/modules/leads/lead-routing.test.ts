// Issue 18: a new lead that names no agent is routed by the brokerage's `leadRouting` setting:
// left for the console (none), taken in turn by the active agents (round-robin), or by the agents
// who take the lead's province (by-province). Turns hold when leads arrive at the same moment.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { insertAgent } from '@maple/db/seed/factories';
import type { LeadRouting } from '@maple/shared/schemas/site';
import { outboxMessageFor } from '../../test/eml.ts';
import { createTestApp, json, type Json, type TestApp } from '../../test/test-app.ts';
import { leadProvince, provinceOfPostalCode } from './lead-routing.ts';
import { confirmSignUp } from '../../test/confirmed-subscription.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;
let priyaId: string;

beforeAll(async () => {
  t = await createTestApp({ leadsPerTenMinutes: 10_000 });
  const rows = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = rows.find((r) => r.slug === 'sarahchen')!.id;
  marcId = rows.find((r) => r.slug === 'marcgagnon')!.id;
  priyaId = rows.find((r) => r.slug === 'priyapatel')!.id;
});
afterAll(() => t.close());

async function setRouting(app: TestApp, leadRouting: LeadRouting) {
  const { settings } = await json(await app.as('admin').get('/api/admin/settings'));
  expect((await app.as('admin').put('/api/admin/settings', { ...settings, leadRouting })).status).toBe(200);
}

const quote = (name: string, location: string, extra: Record<string, unknown> = {}) => ({
  kind: 'quote',
  quoteType: 'purchase',
  price: 500000,
  downPayment: 100000,
  location,
  amortization: 25,
  mortgageRate: 4.5,
  paymentFrequency: 'monthly',
  name,
  email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
  ...extra,
});
const newsletter = (email: string) => ({ kind: 'newsletter', email });
const contact = (name: string, postalCode?: string) => ({
  kind: 'contact',
  firstName: name,
  lastName: 'Routed',
  email: `${name.toLowerCase()}@example.com`,
  phone: '416-555-0100',
  comments: 'Please call',
  consent: true,
  ...(postalCode ? { postalCode } : {}),
});

/** Sends a public form's lead and answers its id; a sign-up is confirmed first, as its lead is made then (decision 058). */
async function send(app: TestApp, body: { kind: string; email?: string; [field: string]: unknown }): Promise<string> {
  const res = await app.anonymous.post('/api/leads', body);
  expect(res.status).toBe(201);
  if (body.kind === 'newsletter') return confirmSignUp(app, body.email!);
  return (await json(res)).id;
}
const agentOf = async (app: TestApp, id: string) => (await app.db.select({ agentId: leads.agentId }).from(leads).where(eq(leads.id, id)))[0]!.agentId;

describe('leadRouting none (the default)', () => {
  it('leaves a lead without an agent in the console, with nothing but its arrival in its trail', async () => {
    const id = await send(t, newsletter('waits.in.console@example.com'));
    expect(await agentOf(t, id)).toBeNull();
    const lead = await json(await t.as('admin').get(`/api/admin/leads/${id}`));
    expect(lead.activity.map((a: Json) => a.kind)).toEqual(['created']);
  });
});

describe('leadRouting round-robin', () => {
  it('gives unassigned leads to the active agents in turn, never an inactive one, and leaves chosen agents alone', async () => {
    await setRouting(t, 'round-robin');
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await send(t, newsletter(`turn.${i}@example.com`)));
    const owners = await Promise.all(ids.map((id) => agentOf(t, id)));
    expect(new Set(owners)).toEqual(new Set([sarahId, marcId]));
    expect(owners[0]).not.toBe(owners[1]);
    expect(owners[2]).toBe(owners[0]);
    expect(owners[3]).toBe(owners[1]);
    expect(owners).not.toContain(priyaId);
    // A visitor's own choice stands, and does not use up a turn.
    expect(await agentOf(t, await send(t, { ...newsletter('chose.marc@example.com'), agentId: marcId }))).toBe(marcId);
    expect(await agentOf(t, await send(t, newsletter('turn.4@example.com')))).toBe(owners[0]);
    // Someone asking to join the team is the brokerage's business, never an agent's.
    const application = await send(t, { kind: 'agent_application', name: 'Would Join', email: 'join@example.com', phone: '416-555-0101', experience: 'Licensed' });
    expect(await agentOf(t, application)).toBeNull();
  });

  it("puts the routed lead in the agent's dashboard, says so in its trail, and sends the new-lead mail to that agent", async () => {
    const id = await send(t, contact('Mailed'));
    const agentId = await agentOf(t, id);
    const who = agentId === sarahId ? 'sarah' : 'marc';
    const mine = await json(await t.as(who).get(`/api/me/leads/${id}`));
    expect(mine.activity.map(({ kind, actor, routedBy }: Json) => [kind, actor.type, routedBy])).toEqual([
      ['created', 'visitor', undefined],
      ['assigned', 'routing', 'round-robin'],
    ]);
    await t.runJobs();
    const mail = (await outboxMessageFor(t.outbox, id))!;
    expect(mail.headers.to).toBe(who === 'sarah' ? 'sarah.crm@demo.maple.test' : 'agent2@demo.maple.test');
    expect(mail.text).toContain(`Agent: ${who === 'sarah' ? 'Sarah Chen' : 'Marc Gagnon'}`);
  });

  it('routes a chat lead too, once the conversation has given a way to reach the visitor', async () => {
    const res = await t.anonymous.post('/api/chat', { sessionId: 'routing-chat-1', messages: [{ role: 'user', content: "Hi, I'm Chat Person, my email is chat.person@example.com" }] }, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect((await json(res)).leadSaved).toBe(true);
    const [row] = await t.db.select({ id: leads.id, agentId: leads.agentId }).from(leads).where(eq(leads.chatSessionId, 'routing-chat-1'));
    expect([sarahId, marcId]).toContain(row!.agentId);
    const trail = (await json(await t.as('admin').get(`/api/admin/leads/${row!.id}`))).activity;
    expect(trail.map((a: Json) => [a.kind, a.actor.type])).toEqual([
      ['created', 'visitor'],
      ['assigned', 'routing'],
    ]);
    expect(trail[0].source).toBe('AI Chatbot');
  });
});

describe('leadRouting by-province', () => {
  it("gives a lead to the agents who take its province, in turn, and anyone's turn when it names none or nobody takes it", async () => {
    await setRouting(t, 'by-province');
    const extra = await insertAgent(t.db, { name: 'Ontario Second', provinces: ['ON'] });
    // The console sets who takes which province; the answer is in the province table's order.
    const setMarc = await t.as('admin').patch(`/api/admin/agents/${marcId}`, { provinces: ['QC', 'ON', 'QC'] });
    expect(setMarc.status).toBe(200);
    expect((await json(setMarc)).provinces).toEqual(['ON', 'QC']);
    expect((await json(await t.as('admin').patch(`/api/admin/agents/${sarahId}`, { provinces: ['BC'] }))).provinces).toEqual(['BC']);

    // Quebec: Marc alone takes it.
    expect(await agentOf(t, await send(t, quote('Quebec One', 'Quebec')))).toBe(marcId);
    expect(await agentOf(t, await send(t, quote('Quebec Two', 'Quebec')))).toBe(marcId);
    // Ontario: Marc and Ontario Second, in turn (a postal code says Ontario too).
    const ontario = [await send(t, quote('Ontario One', 'Ontario')), await send(t, contact('Ottawa', 'K1P 1A1')), await send(t, quote('Ontario Three', 'Ontario'))];
    const ontarioOwners = await Promise.all(ontario.map((id) => agentOf(t, id)));
    expect(new Set(ontarioOwners.slice(0, 2))).toEqual(new Set([marcId, extra.id]));
    expect(ontarioOwners[2]).toBe(ontarioOwners[0]);
    // British Columbia from a postal code: Sarah.
    expect(await agentOf(t, await send(t, contact('Vancouver', 'V6B 1A1')))).toBe(sarahId);
    const bc = await json(await t.as('sarah').get('/api/me/leads?q=vancouver'));
    const trail = (await json(await t.as('sarah').get(`/api/me/leads/${bc.items[0].id}`))).activity;
    expect(trail.at(-1)).toMatchObject({ kind: 'assigned', agentName: 'Sarah Chen', routedBy: 'province', province: 'BC', actor: { type: 'routing', name: null } });
    // Alberta: nobody takes it, so the turn over everyone; a newsletter names no province: the same.
    const [alberta, nowhere] = [await send(t, quote('Alberta One', 'Alberta')), await send(t, newsletter('nowhere@example.com'))];
    for (const id of [alberta, nowhere]) {
      expect([sarahId, marcId, extra.id]).toContain(await agentOf(t, id));
      const entry = (await json(await t.as('admin').get(`/api/admin/leads/${id}`))).activity.at(-1);
      expect(entry).toMatchObject({ kind: 'assigned', routedBy: 'round-robin', province: null });
    }
    // An agent cannot choose their own provinces.
    const own = await t.as('sarah').patch('/api/me/agent', { provinces: ['ON'] });
    expect(own.status).toBe(400);
    expect((await json(own)).error.fields).toMatchObject({ provinces: 'Unknown field' });
    await t.db.update(agents).set({ isActive: false }).where(eq(agents.id, extra.id));
  });

  it('refuses a province code that is not in the table, naming the field', async () => {
    for (const provinces of [['ZZ'], 'ON', [1]]) {
      const res = await t.as('admin').patch(`/api/admin/agents/${marcId}`, { provinces });
      expect(res.status).toBe(400);
      expect(Object.keys((await json(res)).error.fields)[0]).toMatch(/^provinces/);
    }
    expect((await json(await t.as('admin').get(`/api/admin/agents/${marcId}`))).provinces).toEqual(['ON', 'QC']);
  });

  it('reads the province from what each form carries', () => {
    expect(leadProvince({ location: 'British Columbia' })).toBe('BC');
    expect(leadProvince({ postalCode: 'h2x 1y4' })).toBe('QC');
    expect(leadProvince({ postalCode: 'X0A 0H0' })).toBe('NU');
    expect(leadProvince({ postalCode: 'X1A 2P7' })).toBe('NT');
    expect(leadProvince({ property_address: '12 Cedar Lane, Vancouver, BC' })).toBe('BC');
    expect(leadProvince({ property_address: '1 Rue Principale, Gatineau, Quebec' })).toBe('QC');
    expect(leadProvince({ property_address: '5 Main St, Halifax NS B3H 1A1' })).toBe('NS');
    expect(leadProvince({ subscribed_to: 'newsletter' })).toBeNull();
    expect(leadProvince({ postalCode: 'not a code' })).toBeNull();
    expect(provinceOfPostalCode('D1A 1A1')).toBeNull();
  });
});

// Two leads at the same moment must not both get the same agent's turn. On PostgreSQL (the
// `postgresql` project when TEST_DATABASE_URL is set) the 30 requests run side by side on a pool
// of connections and meet at the cursor row's lock; on PGlite they queue for its one connection.
describe('round-robin under concurrent leads', () => {
  it('gives 30 leads sent at once to 3 active agents, exactly 10 each', async () => {
    const app = await createTestApp({ leadsPerTenMinutes: 10_000 });
    try {
      await setRouting(app, 'round-robin');
      const third = await insertAgent(app.db, { name: 'Third Agent' });
      const active = (await app.db.select({ id: agents.id }).from(agents).where(eq(agents.isActive, true))).map((a) => a.id);
      expect(active).toHaveLength(3);
      expect(active).toContain(third.id);
      const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => send(app, i % 2 ? newsletter(`burst.${i}@example.com`) : quote(`Burst ${i}`, 'Ontario'))));
      const rows = await app.db.select({ agentId: leads.agentId }).from(leads).where(inArray(leads.id, ids));
      const perAgent = new Map<string | null, number>();
      for (const row of rows) perAgent.set(row.agentId, (perAgent.get(row.agentId) ?? 0) + 1);
      expect(Object.fromEntries(perAgent)).toEqual(Object.fromEntries(active.map((id) => [id, 10])));
    } finally {
      await app.close();
    }
  });
});
