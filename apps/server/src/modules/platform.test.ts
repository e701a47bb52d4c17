import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /healthz checks the database', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /readyz answers 200 while serving and 503 once the process drains, while /healthz stays 200', async () => {
    let draining = false;
    const drainable = await createTestApp({ demo: false, draining: () => draining });
    try {
      const ready = await drainable.request('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await json(ready)).toEqual({ status: 'ready', database: 'ok' });
      draining = true;
      const drained = await drainable.request('/readyz');
      expect(drained.status).toBe(503);
      expect(await json(drained)).toEqual({ status: 'draining' });
      expect((await drainable.request('/healthz')).status).toBe(200);
    } finally {
      await drainable.close();
    }
  });

  it('GET /healthz and /readyz answer 503, never cached, when the database does not answer', async () => {
    const gone = await createTestApp({ demo: false });
    await gone.close();
    for (const path of ['/healthz', '/readyz']) {
      const res = await gone.request(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await json(res), path).toEqual({ status: 'error', database: 'unreachable' });
    }
  });

  it('GET /api/site on a fresh database carries no identity at all (no demo brokerage in production)', async () => {
    const res = await t.request('/api/site');
    expect(res.status).toBe(200);
    const site = await json(res);
    expect(site).toMatchObject({ teamName: '', legalName: '', licenceLine: '', officeAddress: '', phone: '', disclaimer: '' });
    // Where leads go and how they are routed is the back office's business.
    expect(site).not.toHaveProperty('leadInboxEmails');
    expect(site).not.toHaveProperty('leadRouting');
    expect(site).not.toHaveProperty('requireTwoFactor');
  });

  it('sends security headers on every answer', async () => {
    const res = await t.request('/rates');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect((await json(res)).error.code).toBe('not_found');
  });

  it('refuses an oversized body with 413 and the error shape', async () => {
    const res = await t.request('/api/me', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect((await json(res)).error.code).toBe('too_large');
  });

  it('refuses a cross-site form post', async () => {
    const res = await t.app.request('/api/me', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: 'a=1' });
    expect(res.status).toBe(403);
  });
});

describe('pages', () => {
  it.each([
    ['/', 'Mortgage Brokers for Every Canadian Home Buyer'],
    ['/rates', "Today&#39;s Mortgage Rates"],
    ['/find-broker', 'Find a Mortgage Broker'],
    ['/blog', 'Blog'],
  ])('%s is served with its own title', async (path, title) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    // No team name is set on a fresh database: the title is the page's alone.
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('og:site_name');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}">`);
    expect(html).toContain('<meta property="og:title"');
  });

  it('gives a later page of the blog its own canonical address, and drops other query strings', async () => {
    const paged = await (await t.request('/blog?page=3&utm_source=mail')).text();
    expect(paged).toContain('<link rel="canonical" href="http://localhost:3000/blog?page=3">');
    for (const search of ['?page=1', '?page=abc', '?utm_source=mail']) expect(await (await t.request(`/blog${search}`)).text()).toContain('<link rel="canonical" href="http://localhost:3000/blog">');
  });

  // Record pages (/agents/x, /blog/x, …) take their title from the record: modules/seo/seo.test.ts.
  it('answers an unknown path with status 404 and the SPA, which shows the 404 page', async () => {
    const res = await t.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});
