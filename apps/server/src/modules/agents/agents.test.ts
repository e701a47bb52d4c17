import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '@maple/db/schema/auth';
import { insertAgent } from '@maple/db/seed/factories';
import type { AgentOption, AgentProfileBundle, PublicAgent } from '@maple/shared/schemas/agents';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let userIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  userIds = (await t.db.select({ id: user.id }).from(user)).map((u) => u.id);
});
afterAll(() => t.close());

/** No public answer may carry a login id or the address leads are routed to. */
function expectNoPrivateFields(text: string) {
  expect(text).not.toMatch(/userId|user_id|crmEmail|crm_email/);
  expect(text).not.toContain('sarah.crm@demo.maple.test');
  for (const id of userIds) expect(text).not.toContain(id);
}

const profile = async (idOrSlug: string, query = '') => {
  const res = await t.request(`/api/agents/${idOrSlug}${query}`);
  const text = await res.text();
  return { res, text, body: JSON.parse(text) as AgentProfileBundle };
};

describe('GET /api/agents (anyone)', () => {
  it('lists active agents by name with public fields only', async () => {
    const res = await t.request('/api/agents');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const text = await res.text();
    expectNoPrivateFields(text);
    const { agents } = JSON.parse(text) as { agents: PublicAgent[] };
    expect(agents.map((a) => a.profileSlug)).toEqual(['marcgagnon', 'sarahchen']);
    expect(Object.keys(agents[0]!).sort()).toEqual(
      ['agentLogoUrl', 'bannerImageUrl', 'bio', 'contactDetails', 'email', 'headshotUrl', 'id', 'licence', 'name', 'phone', 'profileSlug'].sort(),
    );
    // The FSRA licence without the day the brokerage last checked it (issue 27).
    expect(agents[1]!.licence).toEqual({ licensedName: 'Sarah Chen', class: 'mortgage_agent_level_2', number: 'M08001234' });
    expect(agents[1]).toMatchObject({ name: 'Sarah Chen', email: 'agent@demo.maple.test', contactDetails: { title: 'Senior Mortgage Agent', location: 'Toronto, ON' } });
  });

  it('never lists an inactive agent', async () => {
    const text = await (await t.request('/api/agents')).text();
    expect(text).not.toContain('priyapatel');
    expect(text).not.toContain('Priya');
  });
});

describe('GET /api/agents/options (anyone)', () => {
  it('gives id and name of active agents only', async () => {
    const res = await t.request('/api/agents/options');
    expect(res.status).toBe(200);
    const { agents } = (await res.json()) as { agents: AgentOption[] };
    expect(agents.map((a) => a.name)).toEqual(['Marc Gagnon', 'Sarah Chen']);
    for (const a of agents) expect(Object.keys(a).sort()).toEqual(['id', 'name']);
  });
});

describe('GET /api/agents/:idOrSlug (anyone)', () => {
  it('gives the whole profile by slug in one answer', async () => {
    const { res, text, body } = await profile('sarahchen');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expectNoPrivateFields(text);
    expect(body.agent).toMatchObject({
      name: 'Sarah Chen',
      profileSlug: 'sarahchen',
      calendlyLink: 'https://calendly.com/sarahchen-demo',
      socialLinks: { facebook: 'https://facebook.com/sarahchen.demo' },
      applicationLinks: { apply: 'https://apply.example.com/sarahchen' },
      seoSettings: { metaTitle: 'Sarah Chen, Mortgage Agent in Toronto' },
      customBackgroundImage: null,
      badge1Url: null,
      badge2Url: null,
    });
    expect(body.services.map((s) => s.name)[0]).toBe('First-Time Home Buyers');
    expect(body.lenders.map((l) => l.name)).not.toContain('B2B Bank');
    expect(body.province).toBe('ON');
    expect(body.rates.length).toBeGreaterThan(0);
    expect(body.rates.every((r) => r.province === 'ON')).toBe(true);
  });

  it("shows only the agent's own approved testimonials", async () => {
    const { body } = await profile('sarahchen');
    const names = body.testimonials.map((x) => x.clientName);
    expect(names).toEqual(['Lucas M.']);
    for (const x of body.testimonials) expect(Object.keys(x).sort()).toEqual(['clientName', 'content', 'createdAt', 'disclosure', 'id', 'rating']);
  });

  it('finds the same agent by id and by a differently cased slug', async () => {
    const bySlug = await profile('sarahchen');
    const byId = await profile(bySlug.body.agent.id);
    expect(byId.res.status).toBe(200);
    expect(byId.body.agent.profileSlug).toBe('sarahchen');
    expect((await profile('SarahChen')).body.agent.id).toBe(bySlug.body.agent.id);
  });

  it("takes rates from ?province=, else from the agent's location", async () => {
    const bc = await profile('sarahchen', '?province=bc');
    expect(bc.body.province).toBe('BC');
    expect(bc.body.rates.every((r) => r.province === 'BC')).toBe(true);
    const calgary = await insertAgent(t.db, { name: 'Calgary Agent', profileSlug: 'calgaryagent', contactDetails: { location: 'Calgary, AB' } });
    expect((await profile(calgary.id)).body.province).toBe('AB');
    expect((await profile('sarahchen', '?province=mars')).res.status).toBe(400);
  });

  it.each([
    ['an inactive agent', 'priyapatel'],
    ['an unknown slug', 'nobody'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '1234-not-a-uuid'],
  ])('answers 404 "Agent not found" for %s', async (_label, key) => {
    const res = await t.request(`/api/agents/${key}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Agent not found' } });
  });

  it('hides an inactive agent also by id', async () => {
    const hidden = await insertAgent(t.db, { name: 'Hidden By Id', isActive: false });
    expect((await t.request(`/api/agents/${hidden.id}`)).status).toBe(404);
  });
});
