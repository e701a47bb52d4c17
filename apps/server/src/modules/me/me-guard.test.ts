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

// Anonymous (401) and the super admin (403) on each dashboard route are the authorization matrix's.
describe('the /api/me/* guard (agent or admin)', () => {
  it('refuses a signed-in user of another role with 403, while /api/me itself still answers', async () => {
    const reader = t.as({ email: 'reader@example.com', password: 'reader-password-1' });
    const res = await reader.get('/api/me/leads');
    expect(res.status).toBe(403);
    expect((await json(res)).error.code).toBe('forbidden');
    const me = await json(await reader.get('/api/me'));
    expect(me).toMatchObject({ user: { role: 'other' }, agent: null });
  });

  it('lets agents and admins through to the dashboard routes', async () => {
    for (const [who, caller] of [['sarah', t.as('sarah')], ['office admin', t.as({ email: 'office-admin@example.com', password: 'office-password-1' })]] as const) {
      expect((await caller.get('/api/me/no-such-route')).status, who).toBe(404);
    }
  });
});
