import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@maple/db/schema/jobs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { confirmSignUp } from '../../test/confirmed-subscription.ts';

const token = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: token });
});
afterAll(() => t.close());

const scrape = () => t.request('/metrics', { headers: { authorization: `Bearer ${token}` } });

/** The value of one sample line, e.g. `maple_jobs_pending{job="x"} 3`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((w) => parts.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a wrong or missing token', async () => {
    const off = await createTestApp({ demo: false });
    try {
      expect((await off.request('/metrics')).status).toBe(404);
    } finally {
      await off.close();
    }
    expect((await t.request('/metrics')).status).toBe(401);
    const wrong = await t.request('/metrics', { headers: { authorization: 'Bearer metrics-token-0123456788' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('counts requests by route template and status, with latency, in the Prometheus text format', async () => {
    const before = await (await scrape()).text();
    const key = { method: 'GET', route: '/api/agents/:idOrSlug', status: '200' };
    const missing = { method: 'GET', route: '/api/agents/:idOrSlug', status: '404' };
    await t.request('/api/agents/sarahchen');
    await t.request('/api/agents/marcgagnon');
    await t.request('/api/agents/nobody-here');
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const after = await res.text();
    expect((sample(after, 'maple_http_requests_total', key) ?? 0) - (sample(before, 'maple_http_requests_total', key) ?? 0)).toBe(2);
    expect((sample(after, 'maple_http_requests_total', missing) ?? 0) - (sample(before, 'maple_http_requests_total', missing) ?? 0)).toBe(1);
    expect(sample(after, 'maple_http_request_duration_seconds_count', key)).toBeGreaterThanOrEqual(2);
    // Raw paths never become labels: one series per template however many agents are asked for.
    expect(after).not.toContain('/api/agents/sarahchen');
    expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('adds no series for 1,000 requests to unknown paths: they count under the catch-all templates', async () => {
    await t.request('/no-such-page-warmup');
    await t.request('/api/no-such-route-warmup');
    const series = (text: string) => text.split('\n').filter((line) => line.startsWith('maple_http_requests_total{')).length;
    const before = series(await (await scrape()).text());
    for (let i = 0; i < 1000; i++) await t.request(i % 2 ? `/api/x${i}/${Math.random().toString(36).slice(2)}` : `/${Math.random().toString(36).slice(2)}/${i}`);
    const after = await (await scrape()).text();
    expect(series(after)).toBe(before);
    expect(after).not.toMatch(/route="\/api\/x\d/);
  });

  it("counts new leads by source, and shows the job queue's depth and the age of its oldest due job", async () => {
    const before = await (await scrape()).text();
    expect((await t.anonymous.post('/api/leads', { kind: 'newsletter', email: 'metrics@example.com' })).status).toBe(201);
    // A sign-up is counted as a lead when it is confirmed (decision 058).
    await confirmSignUp(t, 'metrics@example.com');
    const now = t.clock.now();
    await t.db.insert(jobs).values([
      { name: 'metrics-probe', payload: {}, runAt: new Date(now.getTime() - 90_000) },
      { name: 'metrics-probe', payload: {}, runAt: new Date(now.getTime() - 30_000) },
      { name: 'metrics-probe', payload: {}, runAt: new Date(now.getTime() + 60_000) },
    ]);
    const after = await (await scrape()).text();
    const newsletter = { source: 'newsletter' };
    expect((sample(after, 'maple_leads_created_total', newsletter) ?? 0) - (sample(before, 'maple_leads_created_total', newsletter) ?? 0)).toBe(1);
    expect(sample(after, 'maple_jobs_pending', { job: 'metrics-probe' })).toBe(3);
    expect(sample(after, 'maple_job_oldest_due_age_seconds', { job: 'metrics-probe' })).toBe(90);
  });
});
