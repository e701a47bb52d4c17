import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { insertAgent, insertBlogPost, insertLead, insertPageView, insertTestimonial } from '@maple/db/seed/factories';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { createTestApp, json, type Json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let sarah: string;
let marc: string;
let sarahId: string;

// Relative to the app's clock, never the machine's: the report counts days in Toronto from the
// clock's now, so fixture rows dated from the real time fell a day short between 00:00 and 05:00 UTC.
const now = () => t.clock.now();
const daysAgo = (n: number) => new Date(now().getTime() - n * 86_400_000);
const later = (ms: number) => new Date(now().getTime() + ms);
const daysFrom = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin').cookie();
  sarah = await t.as('sarah').cookie();
  marc = await t.as('marc').cookie();
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
});
afterAll(() => t.close());

const report = async (path: string, cookie: string): Promise<Json> => {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return json(res);
};

describe('GET /api/admin/analytics (super admin; the period is applied, ARCHITECTURE §8)', () => {
  it('answers 401 anonymous, 403 for an agent, 400 for an unknown period', async () => {
    expect((await t.request('/api/admin/analytics')).status).toBe(401);
    expect((await t.as('sarah').get('/api/admin/analytics')).status).toBe(403);
    const bad = await t.as('admin').get('/api/admin/analytics?period=90d');
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).error.fields)).toEqual(['period']);
  });

  it('changes every total with the period: a row 10 days old counts in all and 30d, not in 7d', async () => {
    const before = { all: await report('/api/admin/analytics?period=all', admin), d30: await report('/api/admin/analytics?period=30d', admin), d7: await report('/api/admin/analytics?period=7d', admin) };
    const old = daysAgo(10);
    const agent = await insertAgent(t.db, { name: 'Period Agent', isActive: false, createdAt: old });
    await insertLead(t.db, { agentId: agent.id, source: 'contact_form', status: 'qualified', createdAt: old });
    await insertLead(t.db, { agentId: agent.id, source: 'AI Chatbot', status: 'new', createdAt: old });
    await insertPageView(t.db, agent.id, old);
    await insertTestimonial(t.db, { isApproved: true, createdAt: old });
    await insertBlogPost(t.db, { isPublished: false, createdAt: old });
    const after = { all: await report('/api/admin/analytics?period=all', admin), d30: await report('/api/admin/analytics?period=30d', admin), d7: await report('/api/admin/analytics?period=7d', admin) };

    for (const key of ['all', 'd30'] as const) {
      const [b, a] = [before[key].totals, after[key].totals];
      expect(a.agents, key).toEqual({ all: b.agents.all + 1, active: b.agents.active });
      expect(a.leads.all, key).toBe(b.leads.all + 2);
      expect(a.leads.bySource.website, key).toBe(b.leads.bySource.website + 1);
      expect(a.leads.bySource['AI Chatbot'], key).toBe(b.leads.bySource['AI Chatbot'] + 1);
      expect(a.leads.byStatus.qualified, key).toBe(b.leads.byStatus.qualified + 1);
      expect(a.testimonials, key).toEqual({ approved: b.testimonials.approved + 1, pending: b.testimonials.pending });
      expect(a.posts, key).toEqual({ published: b.posts.published, draft: b.posts.draft + 1 });
      expect(a.pageViews, key).toBe(b.pageViews + 1);
    }
    expect(after.d7.totals).toEqual(before.d7.totals);
    expect(after.d7.totals.leads.all).toBeLessThan(after.all.totals.leads.all);
    // The demo's leads are spread over 20 days: 7 days hold fewer than 30.
    expect(after.d7.totals.leads.all).toBeLessThan(after.d30.totals.leads.all);
    const sum = (r: Record<string, number>) => Object.values(r).reduce((x, y) => x + y, 0);
    expect(sum(after.all.totals.leads.bySource)).toBe(after.all.totals.leads.all);
    expect(sum(after.all.totals.leads.byStatus)).toBe(after.all.totals.leads.all);
  });

  it('ranks the top 5 agents by leads in the period, with their page views', async () => {
    const top = await insertAgent(t.db, { name: 'Top Lead Agent' });
    for (let i = 0; i < 12; i++) await insertLead(t.db, { agentId: top.id, createdAt: daysAgo(40) });
    await insertLead(t.db, { agentId: top.id, createdAt: now() });
    await insertPageView(t.db, top.id, now());
    await insertPageView(t.db, top.id, daysAgo(40));
    const all = await report('/api/admin/analytics?period=all', admin);
    expect(all.topAgents).toHaveLength(5);
    expect(all.topAgents[0]).toMatchObject({ agentId: top.id, name: 'Top Lead Agent', leads: 13, pageViews: 2 });
    const leadsInOrder = all.topAgents.map((a: Json) => a.leads);
    expect([...leadsInOrder].sort((a, b) => b - a)).toEqual(leadsInOrder);
    const month = await report('/api/admin/analytics?period=30d', admin);
    expect(month.topAgents.find((a: Json) => a.agentId === top.id)).toMatchObject({ leads: 1, pageViews: 1 });
    expect(month.topAgents[0].agentId).not.toBe(top.id);
  });

  it('gives leads and page views per day: every day of the period, zero-filled, summing to the totals', async () => {
    const week = await report('/api/admin/analytics?period=7d', admin);
    expect(week.daily).toHaveLength(7);
    expect(week.daily[0].date).toBe(week.from);
    expect(week.daily.at(-1).date).toBe(week.to);
    expect(week.daily.reduce((n: number, d: Json) => n + d.leads, 0)).toBe(week.totals.leads.all);
    expect(week.daily.reduce((n: number, d: Json) => n + d.pageViews, 0)).toBe(week.totals.pageViews);
    const month = await report('/api/admin/analytics?period=30d', admin);
    expect(month.daily).toHaveLength(30);
    const all = await report('/api/admin/analytics', admin);
    expect(all.period).toBe('all');
    // All time starts on the Toronto day of the oldest rows (40 × 24 h back): 39 or 40 calendar days
    // before today there, depending on the hour and on daylight saving, so count the days, not hours.
    const first = brokerageDay(daysAgo(40));
    expect(all.daily[0].date).toBe(first);
    expect(all.daily).toHaveLength(daysFrom(first, all.to) + 1);
    expect(all.daily.reduce((n: number, d: Json) => n + d.leads, 0)).toBe(all.totals.leads.all);
  });
});

describe('GET /api/me/analytics (own numbers only)', () => {
  it("counts the agent's own page views and leads for the period, by status, per day", async () => {
    const before = { all: await report('/api/me/analytics?period=all', sarah), d7: await report('/api/me/analytics?period=7d', sarah) };
    await insertLead(t.db, { agentId: sarahId, status: 'contacted', createdAt: daysAgo(12) });
    await insertPageView(t.db, sarahId, daysAgo(12));
    const after = { all: await report('/api/me/analytics?period=all', sarah), d7: await report('/api/me/analytics?period=7d', sarah), d30: await report('/api/me/analytics?period=30d', sarah) };
    expect(after.all.totals).toEqual({ pageViews: before.all.totals.pageViews + 1, leads: before.all.totals.leads + 1 });
    expect(after.all.leadsByStatus.contacted).toBe(before.all.leadsByStatus.contacted + 1);
    expect(after.d7.totals).toEqual(before.d7.totals);
    expect(after.d30.daily).toHaveLength(30);
    expect(after.d30.daily.reduce((n: number, d: Json) => n + d.pageViews, 0)).toBe(after.d30.totals.pageViews);
  });

  it("never counts another agent's rows", async () => {
    const marcBefore = await report('/api/me/analytics?period=all', marc);
    await insertLead(t.db, { agentId: sarahId, createdAt: now() });
    await insertPageView(t.db, sarahId, now());
    const marcAfter = await report('/api/me/analytics?period=all', marc);
    expect(marcAfter.totals).toEqual(marcBefore.totals);
    expect(marcAfter.recentActivity).toEqual(marcBefore.recentActivity);
  });

  it('lists the latest 10 events, newest first, each saying what happened and when', async () => {
    const lead = await insertLead(t.db, { agentId: sarahId, clientName: 'Newest Activity', source: 'AI Chatbot', createdAt: later(5000) });
    await insertPageView(t.db, sarahId, later(2000));
    const body = await report('/api/me/analytics', sarah);
    expect(body.recentActivity).toHaveLength(10);
    expect(body.recentActivity[0]).toEqual({ kind: 'lead', at: lead.createdAt.toISOString(), leadId: lead.id, clientName: 'Newest Activity', source: 'AI Chatbot' });
    expect(body.recentActivity[1]).toMatchObject({ kind: 'page_view' });
    const times = body.recentActivity.map((e: Json) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers 401 anonymous, 403 for the super admin and other roles, 400 for a bad period', async () => {
    expect((await t.request('/api/me/analytics')).status).toBe(401);
    expect((await t.as('admin').get('/api/me/analytics')).status).toBe(403);
    expect((await t.as('sarah').get('/api/me/analytics?period=yesterday')).status).toBe(400);
  });
});
