// Cached public reads (decision 042): kept in memory per app, dropped on every signed-in write in
// this process and, on PostgreSQL, in every other process (LISTEN/NOTIFY), revalidated with ETags.
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mortgageServices as services } from '@maple/db/schema/catalogue';
import { secondProcess } from '../../test/second-process.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { announcePublicChange } from './content-changes.ts';

const maxEntries = 20;
let t: TestApp;
let other: TestApp;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp({ publicContentLimits: { maxEntries } });
  other = await secondProcess(t);
  serviceId = (await json(await t.request('/api/services'))).services[0].id;
  // On PostgreSQL nothing is kept until a process hears the others' changes.
  await listening(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Polls `read` until it gives `expected`; how long that took in wall time, or a failure after `withinMs`. */
async function settles(read: () => Promise<unknown>, expected: unknown, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if ((await read()) === expected) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`not ${String(expected)} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const listening = (app: TestApp) => settles(async () => app.publicContent.stats().listening, true, 10_000);

const serviceName = async (app: TestApp) => (await json(await app.anonymous.get(`/api/services/${serviceId}`))).name as string;

/** Changes the row behind the app's back, as another process would without telling anyone. */
const renameInDatabase = (name: string) => t.db.update(services).set({ name }).where(eq(services.id, serviceId));

/** The console's whole-form save of the service, with a new name. */
async function renameInConsole(name: string) {
  const current = await json(await t.as('admin').get(`/api/admin/services/${serviceId}`));
  const res = await t.as('admin').patch(`/api/admin/services/${serviceId}`, { name, description: current.description, imageUrl: current.imageUrl, features: current.features, content: current.content });
  expect(res.status).toBe(200);
}

describe('a public read', () => {
  it('is answered from memory once made: a change nobody announced does not show', async () => {
    await renameInConsole('Kept Name');
    expect(await serviceName(t)).toBe('Kept Name');
    await renameInDatabase('Unannounced Name');
    expect(await serviceName(t)).toBe('Kept Name');
    await announcePublicChange(t.db, 'test');
    expect(await serviceName(t)).toBe('Unannounced Name');
  });

  it('shows a console edit on the same app within a second', async () => {
    expect(await serviceName(t)).toBe('Unannounced Name');
    await renameInConsole('Edited In Console');
    expect(await settles(() => serviceName(t), 'Edited In Console', 1000)).toBeLessThan(1000);
  });

  it('is made again after a minute on the clock, for content that changes with time', async () => {
    expect(await serviceName(t)).toBe('Edited In Console');
    await renameInDatabase('Aged Out');
    t.clock.advance(59_000);
    expect(await serviceName(t)).toBe('Edited In Console');
    t.clock.advance(1_000);
    expect(await serviceName(t)).toBe('Aged Out');
  });

  it('carries a strong ETag and answers 304 to it (and to its weak twin) until the content changes', async () => {
    const first = await t.anonymous.get('/api/lenders');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toContain('Cookie');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.anonymous.get('/api/lenders', { headers: { 'if-none-match': sent } });
      expect(again.status, sent).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, no-cache');
      expect(await again.text()).toBe('');
    }
    await renameInConsole('Renamed Again');
    const stale = await t.anonymous.get(`/api/services/${serviceId}`, { headers: { 'if-none-match': etag } });
    expect(stale.status).toBe(200);
  });

  it('sends the gzip body made when it was kept, its tag marked weak, to a browser that accepts gzip', async () => {
    const plain = await t.anonymous.get('/api/agents');
    const etag = plain.headers.get('etag')!;
    // Straight to the app: the description check reads bodies as plain JSON.
    const zipped = await t.app.request('/api/agents', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('etag')).toBe(`W/${etag}`);
    expect(zipped.headers.get('vary')).toMatch(/Cookie.*Accept-Encoding/);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(await plain.text());
    const again = await t.app.request('/api/agents', { headers: { 'accept-encoding': 'gzip', 'if-none-match': `W/${etag}` } });
    expect(again.status).toBe(304);
  });

  it('has one entry for a path whatever the order of its parameters or any it ignores', async () => {
    await announcePublicChange(t.db, 'test');
    for (const query of ['?province=BC', '?utm_source=mail&province=BC', '?province=BC&x=1']) expect((await t.anonymous.get(`/api/rates${query}`)).status).toBe(200);
    expect(t.publicContent.stats().entries).toBe(1);
  });

  it('keeps no more answers than its bound, however many distinct searches arrive', async () => {
    for (let i = 0; i < maxEntries * 3; i++) expect((await t.anonymous.get(`/api/news?q=word${i}`)).status).toBe(200);
    expect(t.publicContent.stats().entries).toBe(maxEntries);
  });
});

describe('a signed-in caller', () => {
  it('gets a fresh answer the browser must not keep, and none is kept here', async () => {
    await announcePublicChange(t.db, 'test');
    const res = await t.as('admin').get('/api/services');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    expect(t.publicContent.stats().entries).toBe(0);
  });
});

describe('what does not invalidate', () => {
  it('a lead, a newsletter sign-up or an analytics event, anonymous or signed in', async () => {
    await announcePublicChange(t.db, 'test');
    await t.anonymous.get('/api/services');
    const version = t.publicContent.version();
    expect((await t.anonymous.post('/api/leads', { kind: 'newsletter', email: 'cache.reader@example.com' })).status).toBe(201);
    expect((await t.as('sarah').post('/api/leads', { kind: 'newsletter', email: 'cache.agent@example.com' })).status).toBe(201);
    const agentId = (await json(await t.anonymous.get('/api/agents/sarahchen'))).agent.id;
    expect((await t.anonymous.post('/api/events/page-view', { agentId })).status).toBe(204);
    expect((await t.as('marc').post('/api/events/page-view', { agentId })).status).toBe(204);
    expect(t.publicContent.version()).toBe(version);
    expect(t.publicContent.stats().entries).toBe(2);
  });

  it('a signed-in write that failed', async () => {
    const version = t.publicContent.version();
    expect((await t.as('admin').patch(`/api/admin/services/${serviceId}`, { name: '' })).status).toBe(400);
    expect(t.publicContent.version()).toBe(version);
  });
});

describe('another process on the same database, with its own cache', () => {
  /** Makes a change and waits until `app` has heard of it, so what it reads next it keeps. */
  async function heardBy(app: TestApp, change: () => Promise<unknown>) {
    const before = app.publicContent.version();
    await change();
    await settles(async () => app.publicContent.version() > before, true, 2000);
  }

  it('sees a console edit within 2 seconds', async () => {
    await listening(other);
    await heardBy(other, () => renameInConsole('Before The Edit'));
    expect(await serviceName(other)).toBe('Before The Edit');
    // Kept there now: a change behind its back does not show…
    await renameInDatabase('Behind Its Back');
    expect(await serviceName(other)).toBe('Before The Edit');
    // …and the console's edit in the first process does.
    await renameInConsole('Seen Elsewhere');
    expect(await settles(() => serviceName(other), 'Seen Elsewhere', 2000)).toBeLessThan(2000);
  });

  it('sees a job or CLI write (announced with the database only)', async () => {
    await listening(other);
    await heardBy(other, () => renameInConsole('Before The Job'));
    expect(await serviceName(other)).toBe('Before The Job');
    await renameInDatabase('Written By A Job');
    await announcePublicChange(t.db, 'job');
    expect(await settles(() => serviceName(other), 'Written By A Job', 2000)).toBeLessThan(2000);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('listens again when its connection drops, keeping nothing meanwhile', async () => {
    await listening(other);
    await heardBy(other, () => renameInConsole('Before The Drop'));
    const dropped = await t.db.execute(sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    expect((dropped as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await settles(async () => other.publicContent.stats().listening, false, 2000);
    // Deaf to the others meanwhile, it keeps nothing: a change behind its back shows.
    await renameInDatabase('While Deaf');
    expect(await serviceName(other)).toBe('While Deaf');
    expect(other.publicContent.stats().entries).toBe(0);
    await listening(other);
    await heardBy(other, () => renameInConsole('After Reconnecting'));
    expect(await serviceName(other)).toBe('After Reconnecting');
    await renameInConsole('Seen After Reconnecting');
    expect(await settles(() => serviceName(other), 'Seen After Reconnecting', 2000)).toBeLessThan(2000);
  });
});
