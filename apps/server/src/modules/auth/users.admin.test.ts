import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@maple/db/schema/audit-events';
import { session, user } from '@maple/db/schema/auth';
import { createUserWithPassword } from '@maple/db/seed/users';
import { authMessages } from '@maple/shared/messages/auth';
import { passwordMessages } from '@maple/shared/messages/password';
import { usersMessages } from '@maple/shared/messages/users';
import { outboxMessages } from '../../test/eml.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

let lastUser = 0;
/** A user of the test's own: disabling, resetting and signing in never touch a demo account. */
async function newUser(name?: string) {
  const n = ++lastUser;
  const email = `console.user${n}@example.com`;
  name ??= `Console User ${n}`;
  const password = 'console-password-1';
  const { user: created } = await createUserWithPassword(t.db, { email, password, role: 'agent', name }, t.clock.now());
  return { id: created.id, email, password, name };
}

const signIn = (email: string, password: string) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

const linksTo = async (address: string) =>
  (await outboxMessages(t.outbox))
    .filter((mail) => mail.headers.to === address)
    .map((mail) => ({ subject: mail.headers.subject, url: new URL(/https?:\/\/\S+/.exec(mail.text)![0]) }));

describe('GET /api/admin/users', () => {
  it('lists every user with role, last sign-in, two-factor and disabled state, searchable and paged', async () => {
    const person = await newUser('Zed Listed');
    await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, person.id));
    const res = await t.as('admin').get('/api/admin/users?q=zed%20listed');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      items: [
        {
          id: person.id,
          name: 'Zed Listed',
          email: person.email,
          role: 'agent',
          disabled: false,
          twoFactorEnabled: true,
          lastSignInAt: null,
          passwordSet: true,
          createdAt: t.clock.now().toISOString(),
        },
      ],
      total: 1,
    });
    await t.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, person.id));
    expect((await signIn(person.email, person.password)).status).toBe(200);
    const after = await json(await t.as('admin').get(`/api/admin/users?q=${encodeURIComponent(person.email)}`));
    expect(after.items[0].lastSignInAt).toBe(t.clock.now().toISOString());

    const first = await json(await t.as('admin').get('/api/admin/users?pageSize=2&page=1'));
    const second = await json(await t.as('admin').get('/api/admin/users?pageSize=2&page=2'));
    expect([first.items.length, second.items.length, first.total]).toEqual([2, 2, await t.db.$count(user)]);
    const names = [...first.items, ...second.items].map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('shows an invited user who has not set a password yet', async () => {
    expect((await t.as('admin').post('/api/admin/agents', { email: 'pending.invite@example.com', fullName: 'Pending Invite', invite: true })).status).toBe(201);
    const list = await json(await t.as('admin').get('/api/admin/users?q=pending.invite'));
    expect(list.items[0]).toMatchObject({ email: 'pending.invite@example.com', passwordSet: false, lastSignInAt: null });
  });
});

describe('PATCH /api/admin/users/:id { disabled }', () => {
  it('ends the user’s sessions at once and refuses their sign-in until enabled again', async () => {
    const person = await newUser();
    const cookie = await t.signIn(person.email, person.password);
    expect((await t.withCookie(cookie).get('/api/me')).status).toBe(200);

    const res = await t.as('admin').patch(`/api/admin/users/${person.id}`, { disabled: true });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: person.id, disabled: true });
    expect((await t.withCookie(cookie).get('/api/me')).status).toBe(401);
    expect(await t.db.$count(session, eq(session.userId, person.id))).toBe(0);

    // The right password answers exactly as a wrong one does: nothing confirms it (issue 42).
    const refused = await signIn(person.email, person.password);
    const wrong = await signIn(person.email, 'not-the-password');
    const wrongBody = await json(wrong);
    expect(wrong.status).toBe(401);
    expect(wrongBody.error.message).toBe(authMessages.invalidCredentials);
    expect(refused.status).toBe(wrong.status);
    expect(await json(refused)).toEqual(wrongBody);
    expect(refused.headers.getSetCookie()).toEqual(wrong.headers.getSetCookie());
    expect(await t.db.$count(session, eq(session.userId, person.id))).toBe(0);

    const enabled = await t.as('admin').patch(`/api/admin/users/${person.id}`, { disabled: false });
    expect(await json(enabled)).toMatchObject({ disabled: false });
    expect((await signIn(person.email, person.password)).status).toBe(200);

    const kinds = (await t.db.select().from(auditEvents).where(eq(auditEvents.targetUserId, person.id))).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['user_disabled', 'user_enabled']));
  });

  it('will not let the super admin disable their own sign-in; an unknown user is 404', async () => {
    const me = await json(await t.as('admin').get('/api/me'));
    const self = await t.as('admin').patch(`/api/admin/users/${me.user.id}`, { disabled: true });
    expect(self.status).toBe(400);
    expect((await json(self)).error.message).toBe(usersMessages.cannotDisableSelf);
    expect((await t.as('admin').get('/api/me')).status).toBe(200);
    const missing = await t.as('admin').patch('/api/admin/users/no-such-user', { disabled: true });
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.message).toBe(usersMessages.notFound);
    expect((await t.as('admin').patch('/api/admin/users/bad%20id', { disabled: true })).status).toBe(404);
    expect((await t.as('admin').patch(`/api/admin/users/${me.user.id}`, { disabled: 'yes' })).status).toBe(400);
  });
});

describe('POST /api/admin/users/:id/password-reset', () => {
  it('mails a reset link that sets a new password', async () => {
    const person = await newUser();
    const res = await t.as('admin').post(`/api/admin/users/${person.id}/password-reset`);
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ kind: 'reset', email: person.email });
    await t.runJobs();
    const [link] = await linksTo(person.email);
    expect(link?.subject).toBe(passwordMessages.mail.resetSubject);
    const token = link!.url.searchParams.get('token');
    const reset = await t.request('/api/auth/reset-password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, newPassword: 'set-by-the-link-1' }) });
    expect(reset.status).toBe(200);
    expect((await signIn(person.email, 'set-by-the-link-1')).status).toBe(200);
    const kinds = (await t.db.select().from(auditEvents).where(eq(auditEvents.targetUserId, person.id))).map((e) => [e.kind, e.actorLabel]);
    expect(kinds).toEqual(expect.arrayContaining([['password_reset_requested', 'admin@demo.maple.test']]));
  });

  it('sends the invitation again to an invited user who has not set a password', async () => {
    const created = await json(await t.as('admin').post('/api/admin/agents', { email: 'resend.invite@example.com', fullName: 'Resend Invite', invite: true }));
    expect(created.email).toBe('resend.invite@example.com');
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'resend.invite@example.com'));
    const res = await t.as('admin').post(`/api/admin/users/${row!.id}/password-reset`);
    expect(await json(res)).toEqual({ kind: 'invitation', email: 'resend.invite@example.com' });
    await t.runJobs();
    expect((await linksTo('resend.invite@example.com')).map((l) => [l.subject, l.url.searchParams.get('invite')])).toEqual([
      [passwordMessages.mail.inviteSubject, '1'],
      [passwordMessages.mail.inviteSubject, '1'],
    ]);
  });
});
