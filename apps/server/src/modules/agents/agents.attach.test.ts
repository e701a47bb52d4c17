import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '@maple/db/schema/auth';
import { agents } from '@maple/db/schema/agents';
import { createUserWithPassword } from '@maple/db/seed/users';
import type { Role } from '@maple/shared/roles';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.as('admin').cookie();
});
afterAll(() => t.close());

const password = 'attach-password-2026';

/** A sign-in user with the given role and no agent record (as a role changed by hand leaves one). */
async function userWithoutRecord(email: string, name: string, role: Role) {
  const { user: created } = await createUserWithPassword(t.db, { email, password, name, role: 'other' });
  await t.db.update(user).set({ role }).where(eq(user.id, created.id));
  return created.id;
}

const attach = (userId: unknown, cookie = superAdmin) =>
  t.request('/api/admin/agents/attach', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId }) });
const unattached = async () => (await json(await t.as('admin').get('/api/admin/agents/unattached-users'))) as { id: string; email: string }[];

describe('GET /api/admin/agents/unattached-users', () => {
  it('lists agents and admins without an agent record, and nobody else', async () => {
    const adminId = await userWithoutRecord('lonely.admin@example.com', 'Lonely Admin', 'admin');
    const agentId = await userWithoutRecord('lonely.agent@example.com', 'Lonely Agent', 'agent');
    await userWithoutRecord('someone.else@example.com', 'Someone Else', 'other');
    const res = await t.as('admin').get('/api/admin/agents/unattached-users');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([
      { id: adminId, name: 'Lonely Admin', email: 'lonely.admin@example.com', role: 'admin' },
      { id: agentId, name: 'Lonely Agent', email: 'lonely.agent@example.com', role: 'agent' },
    ]);
  });

  it('is refused to agents (403) and anonymous callers (401)', async () => {
    expect((await t.request('/api/admin/agents/unattached-users')).status).toBe(401);
    expect((await t.request('/api/admin/agents/unattached-users', { cookie: await t.as('sarah').cookie() })).status).toBe(403);
  });
});

describe('POST /api/admin/agents/attach', () => {
  it('gives an admin without a record an active agent record, which the dashboard reads at once', async () => {
    const userId = await userWithoutRecord('jane.doe@example.com', 'Jane Doe', 'admin');
    const cookie = await t.signIn('jane.doe@example.com', password);
    expect((await t.request('/api/me/agent', { cookie })).status).toBe(404);

    const res = await attach(userId);
    expect(res.status).toBe(201);
    const record = await json(res);
    expect(record).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com', profileSlug: 'janedoe', isActive: true });
    expect(record.userId).toBeUndefined();
    expect((await unattached()).map((u) => u.id)).not.toContain(userId);

    const mine = await t.request('/api/me/agent', { cookie });
    expect(mine.status).toBe(200);
    expect((await json(mine)).id).toBe(record.id);
  });

  it('makes the slug unique when the name is taken', async () => {
    const userId = await userWithoutRecord('sarah.chen.two@example.com', 'Sarah Chen', 'agent');
    const res = await attach(userId);
    expect(res.status).toBe(201);
    expect((await json(res)).profileSlug).toBe('sarahchen2');
  });

  it('answers 409 for a user who already has a record, and makes no second one', async () => {
    const [sarah] = await t.db.select({ userId: agents.userId }).from(agents).where(eq(agents.profileSlug, 'sarahchen'));
    const res = await attach(sarah!.userId);
    expect(res.status).toBe(409);
    expect((await json(res)).error).toMatchObject({ code: 'conflict', message: 'This user already has an agent record' });
    expect(await t.db.select().from(agents).where(eq(agents.userId, sarah!.userId!))).toHaveLength(1);
  });

  it('answers 409 to the loser when two attach the same user at once', async () => {
    const userId = await userWithoutRecord('racer@example.com', 'Race Runner', 'agent');
    const statuses = (await Promise.all([attach(userId), attach(userId)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await t.db.select().from(agents).where(eq(agents.userId, userId))).toHaveLength(1);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await attach('no-such-user');
    expect(res.status).toBe(404);
    expect((await json(res)).error).toMatchObject({ code: 'not_found', message: 'User not found' });
  });

  it('answers 400 for a super admin or a user with role other, and creates nothing', async () => {
    const otherId = await userWithoutRecord('plain.user@example.com', 'Plain User', 'other');
    const [admin] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'admin@demo.maple.test'));
    for (const id of [otherId, admin!.id]) {
      const res = await attach(id);
      expect(res.status).toBe(400);
      expect((await json(res)).error).toMatchObject({ code: 'bad_request', fields: { userId: 'Only users with the role agent or admin can have an agent record' } });
      expect(await t.db.select().from(agents).where(eq(agents.userId, id))).toHaveLength(0);
    }
  });

  it('answers 400 with a field message for a missing or malformed user id', async () => {
    for (const body of [undefined, '', 42, 'x'.repeat(500)]) {
      const res = await attach(body);
      expect(res.status).toBe(400);
      expect((await json(res)).error.fields.userId).toBeTruthy();
    }
  });

  it('is refused to an agent (403) and anonymous callers (401)', async () => {
    const userId = await userWithoutRecord('refused@example.com', 'Refused Person', 'agent');
    expect((await attach(userId, await t.as('sarah').cookie())).status).toBe(403);
    expect((await attach(userId, '')).status).toBe(401);
  });
});
