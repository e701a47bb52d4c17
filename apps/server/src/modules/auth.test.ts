import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInRequest = (email: string, password: string, ip = '203.0.113.10', app = t) =>
  app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-maple-client-ip': ip, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });

describe('sign-in', () => {
  it.each([
    ['admin@demo.maple.test', 'super_admin', null],
    ['agent@demo.maple.test', 'agent', 'sarahchen'],
    ['agent2@demo.maple.test', 'agent', 'marcgagnon'],
  ])('%s signs in and /api/me tells role %s', async (email, role, slug) => {
    const cookie = await t.signIn(email);
    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    const body = await json(me);
    expect(body.user).toMatchObject({ email, role });
    expect(body.agent?.profileSlug ?? null).toBe(slug);
  });

  it('sets an httpOnly SameSite cookie and keeps the token out of the response body', async () => {
    const res = await signInRequest('agent@demo.maple.test', 'demo-password-2026', '203.0.113.50');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    const body = await json(res);
    expect(body.token).toBeUndefined();
    expect(body.user.email).toBe('agent@demo.maple.test');
  });

  it('rejects a wrong password in the contract shape with the spec\'s words', async () => {
    const res = await signInRequest('agent@demo.maple.test', 'not-the-password', '203.0.113.11');
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ error: { code: 'unauthorized', message: 'Invalid email or password. Please try again.' } });
  });

  it('does not let visitors create accounts', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'intruder@example.com', password: 'password-123456', name: 'Intruder' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const again = await signInRequest('intruder@example.com', 'password-123456', '203.0.113.99');
    expect(again.status).toBe(401);
  });

  it('signs out: the old cookie no longer opens /api/me', async () => {
    // Its own session: signing out must not end the app's shared one.
    const cookie = await t.signIn('agent2@demo.maple.test');
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });
});

describe('GET /api/me', () => {
  it('answers 401 with the error shape when signed out', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });
});

describe('sign-in rate limit (5 a minute per address)', () => {
  it('behind a trusted proxy, counts each client address on its own', async () => {
    const proxied = await createTestApp({ signInLimit: 5, trustProxy: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await signInRequest('agent@demo.maple.test', 'wrong-password', '198.51.100.7', proxied)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await signInRequest('agent@demo.maple.test', 'wrong-password', '198.51.100.8', proxied)).status).toBe(401);
      const limited = await signInRequest('agent@demo.maple.test', 'demo-password-2026', '198.51.100.7', proxied);
      expect(limited.status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('without a trusted proxy, ignores client-sent address headers', async () => {
    const direct = await createTestApp({ signInLimit: 5, trustProxy: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await signInRequest('agent2@demo.maple.test', 'wrong-password', `192.0.2.${i}`, direct)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await direct.close();
    }
  });
});
