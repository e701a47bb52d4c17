import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { analyticsEvents } from '@maple/db/schema/analytics-events';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;
let priyaId: string;
beforeAll(async () => {
  // Each test speaks from its own address (trusted proxy header) so the per-address limit is isolated.
  t = await createTestApp({ trustProxy: true });
  const rows = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = rows.find((r) => r.slug === 'sarahchen')!.id;
  priyaId = rows.find((r) => r.slug === 'priyapatel')!.id;
});
afterAll(() => t.close());

const pageView = (body: unknown, ip: string) =>
  t.request('/api/events/page-view', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const views = async (agentId: string) =>
  (await t.db.select({ n: count() }).from(analyticsEvents).where(and(eq(analyticsEvents.agentId, agentId), eq(analyticsEvents.eventType, 'page_view'))))[0]!.n;

describe('POST /api/events/page-view (anyone, limited per address)', () => {
  it('records exactly one page_view per call for an active agent', async () => {
    const before = await views(sarahId);
    const first = await pageView({ agentId: sarahId }, '198.51.100.1');
    expect(first.status).toBe(204);
    expect(first.headers.get('cache-control')).toBeNull();
    expect(await views(sarahId)).toBe(before + 1);
    await pageView({ agentId: sarahId }, '198.51.100.1');
    expect(await views(sarahId)).toBe(before + 2);
  });

  it('refuses an inactive agent with 404 and records nothing', async () => {
    const before = await views(priyaId);
    const res = await pageView({ agentId: priyaId }, '198.51.100.2');
    expect(res.status).toBe(404);
    expect(await views(priyaId)).toBe(before);
  });

  it('refuses an unknown agent with 404 and bad input with 400', async () => {
    expect((await pageView({ agentId: '00000000-0000-4000-8000-000000000000' }, '198.51.100.3')).status).toBe(404);
    expect((await pageView({ agentId: 'sarahchen' }, '198.51.100.3')).status).toBe(400);
    expect((await pageView({}, '198.51.100.3')).status).toBe(400);
    expect((await pageView('{not json', '198.51.100.3')).status).toBe(400);
  });

  it('stops counting after 30 calls a minute from one address', async () => {
    const before = await views(sarahId);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await pageView({ agentId: sarahId }, '198.51.100.9')).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(await views(sarahId)).toBe(before + 30);
    // Another visitor is not affected.
    expect((await pageView({ agentId: sarahId }, '198.51.100.10')).status).toBe(204);
  });
});
