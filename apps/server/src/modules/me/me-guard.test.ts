import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '@maple/db/seed/users';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUserWithPassword(t.db, { email: 'reader@example.com', password: 'reader-password-1', role: 'other', name: 'Reader' });
  await createUserWithPassword(t.db, { email: 'office-admin@example.com', password: 'office-password-1', role: 'admin', name: 'Office Admin' });
});
afterAll(() => t.close());

describe('the /api/me/* guard (agent or admin)', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await t.request('/api/me/leads')).status).toBe(401);
  });

  it('refuses a signed-in user of another role with 403, while /api/me itself still answers', async () => {
    const cookie = await t.signIn('reader@example.com', 'reader-password-1');
    const res = await t.request('/api/me/leads', { cookie });
    expect(res.status).toBe(403);
    expect((await json(res)).error.code).toBe('forbidden');
    const me = await json(await t.request('/api/me', { cookie }));
    expect(me).toMatchObject({ user: { role: 'other' }, agent: null });
  });

  it('refuses the super admin (the dashboard is for agents and admins)', async () => {
    expect((await t.request('/api/me/leads', { cookie: await t.signIn('admin@demo.maple.test') })).status).toBe(403);
  });

  it('lets agents and admins through to the dashboard routes', async () => {
    for (const [email, password] of [['agent@demo.maple.test', undefined], ['office-admin@example.com', 'office-password-1']] as const) {
      const res = await t.request('/api/me/no-such-route', { cookie: await t.signIn(email, password) });
      expect(res.status, email).toBe(404);
    }
  });
});
