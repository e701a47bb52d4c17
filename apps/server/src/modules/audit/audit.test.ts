// The audit trail (issue 20): sign-ins (success, failure, lockout), lead exports and settings
// changes are recorded, never with a password; the console lists every event by kind and user,
// paged; each signed-in user lists their own account's events and nobody else's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@maple/db/schema/audit-events';
import { user } from '@maple/db/schema/auth';
import { demoSiteSettings } from '@maple/db/seed/demo-site-settings';
import { createUserWithPassword } from '@maple/db/seed/users';
import type { AuditKind } from '@maple/shared/schemas/audit';
import { createTestApp, demoUsers, json, type TestApp } from '../../test/test-app.ts';
import { recordAudit } from './audit.service.ts';

let t: TestApp;
let ids: Record<keyof typeof demoUsers, string>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: user.id, email: user.email }).from(user);
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  ids = { admin: idOf(demoUsers.admin), sarah: idOf(demoUsers.sarah), marc: idOf(demoUsers.marc) };
});
afterAll(() => t.close());

const signIn = (app: TestApp, email: string, password: string, ip: string) =>
  app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': 'Audit Test Browser/1.0' },
    body: JSON.stringify({ email, password }),
  });
const eventsOf = (kind: AuditKind) => t.db.select().from(auditEvents).where(eq(auditEvents.kind, kind));

describe('sign-in events', () => {
  const secret = 'Audit-Secret-Pass-9931';

  it('records a success, a wrong password and an unknown email, and no password anywhere in the trail', async () => {
    const created = await createUserWithPassword(t.db, { email: 'audit-signin@example.com', password: secret, role: 'agent', name: 'Audit Sign-in' }, t.clock.now());
    const userId = created.user.id;
    expect((await signIn(t, 'audit-signin@example.com', secret, '203.0.113.1')).status).toBe(200);
    expect((await signIn(t, 'Audit-Signin@example.com', `${secret}-wrong`, '203.0.113.1')).status).toBe(401);
    expect((await signIn(t, 'nobody-here@example.com', secret, '203.0.113.1')).status).toBe(401);

    const succeeded = (await eventsOf('sign_in_succeeded')).filter((e) => e.actorUserId === userId);
    expect(succeeded).toEqual([
      expect.objectContaining({ actorLabel: 'audit-signin@example.com', targetUserId: userId, userAgent: 'Audit Test Browser/1.0', detail: { method: 'password' }, createdAt: t.clock.now() }),
    ]);
    const failed = await eventsOf('sign_in_failed');
    expect(failed.map(({ actorUserId, targetUserId, targetLabel, detail }) => ({ actorUserId, targetUserId, targetLabel, detail }))).toEqual([
      { actorUserId: null, targetUserId: userId, targetLabel: 'audit-signin@example.com', detail: { reason: 'invalid_credentials' } },
      { actorUserId: null, targetUserId: null, targetLabel: 'nobody-here@example.com', detail: { reason: 'invalid_credentials' } },
    ]);
    const trail = JSON.stringify(await t.db.select().from(auditEvents));
    expect(trail).not.toContain(secret);
  });

  it('records a lockout when the sign-in limit answers 429', async () => {
    const limited = await createTestApp({ signInLimit: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await signIn(limited, demoUsers.marc, 'Wrong-Password-4421', '198.51.100.9')).status);
      expect(statuses).toEqual([401, 401, 429]);
      const rows = await limited.db.select().from(auditEvents);
      expect(rows.map((r) => r.kind)).toEqual(['sign_in_failed', 'sign_in_failed', 'sign_in_locked_out']);
      expect(rows[2]).toMatchObject({ targetLabel: demoUsers.marc, detail: {} });
      expect(JSON.stringify(rows)).not.toContain('Wrong-Password-4421');
    } finally {
      await limited.close();
    }
  });

  it('records nothing for a refused body (no email to speak of)', async () => {
    const before = await t.db.$count(auditEvents);
    expect((await signIn(t, 'not-an-email', 'x', '203.0.113.2')).status).toBe(400);
    expect(await t.db.$count(auditEvents)).toBe(before);
  });
});

describe('lead exports and settings changes', () => {
  it('records an export with its filter, from the console and from the dashboard', async () => {
    expect((await t.as('admin').get('/api/admin/leads/export.csv?status=new&q=Tremblay')).status).toBe(200);
    expect((await t.as('sarah').get('/api/me/leads/export.csv')).status).toBe(200);
    const events = await eventsOf('leads_exported');
    expect(events.map(({ actorUserId, detail }) => ({ actorUserId, detail }))).toEqual([
      { actorUserId: ids.admin, detail: { filter: { status: 'new', q: 'Tremblay' }, scope: 'any' } },
      { actorUserId: ids.sarah, detail: { filter: {}, scope: 'own' } },
    ]);
  });

  it('records which settings changed, never their values; a save that changes nothing records nothing', async () => {
    const current = (await json(await t.as('admin').get('/api/admin/settings'))).settings;
    const before = (await eventsOf('settings_changed')).length;
    expect((await t.as('admin').put('/api/admin/settings', current)).status).toBe(200);
    expect(await eventsOf('settings_changed')).toHaveLength(before);
    const changed = { ...current, teamName: 'Audited Team Name', leadInboxEmails: ['audited-inbox@example.com'] };
    expect((await t.as('admin').put('/api/admin/settings', changed)).status).toBe(200);
    const events = await eventsOf('settings_changed');
    expect(events.at(-1)).toMatchObject({ actorUserId: ids.admin, detail: { fields: ['teamName', 'leadInboxEmails'] } });
    expect(JSON.stringify(events)).not.toContain('audited-inbox@example.com');
    expect(JSON.stringify(events)).not.toContain('Audited Team Name');
    await t.as('admin').put('/api/admin/settings', demoSiteSettings);
  });
});

describe('the Activity lists', () => {
  let base: number;
  beforeAll(async () => {
    // A trail of its own: everyone signs in first (their sign-ins are events too), the events so far
    // are cleared, then 7 events one minute apart.
    for (const who of ['admin', 'sarah', 'marc'] as const) await t.as(who).cookie();
    await t.db.delete(auditEvents);
    const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
    const by = (who: keyof typeof demoUsers) => ({ actorUserId: ids[who], actorLabel: demoUsers[who], ipAddress: '203.0.113.7', userAgent: null });
    const nobody = { actorUserId: null, actorLabel: null, ipAddress: '203.0.113.8', userAgent: null };
    await recordAudit(t.db, at(1), { kind: 'sign_in_succeeded', ...by('sarah'), targetUserId: ids.sarah, targetLabel: demoUsers.sarah });
    await recordAudit(t.db, at(2), { kind: 'sign_in_failed', ...nobody, targetUserId: ids.sarah, targetLabel: demoUsers.sarah, detail: { reason: 'invalid_credentials' } });
    await recordAudit(t.db, at(3), { kind: 'sign_in_succeeded', ...by('marc'), targetUserId: ids.marc, targetLabel: demoUsers.marc });
    await recordAudit(t.db, at(4), { kind: 'role_changed', ...by('admin'), targetUserId: ids.sarah, targetLabel: demoUsers.sarah, detail: { from: 'agent', to: 'admin' } });
    await recordAudit(t.db, at(5), { kind: 'leads_exported', ...by('marc'), detail: { filter: {}, scope: 'own' } });
    await recordAudit(t.db, at(6), { kind: 'settings_changed', ...by('admin'), detail: { fields: ['phone'] } });
    await recordAudit(t.db, at(7), { kind: 'sign_in_succeeded', ...by('admin'), targetUserId: ids.admin, targetLabel: demoUsers.admin });
    base = at(0).getTime();
  });
  const minuteOf = (e: { createdAt: string }) => (new Date(e.createdAt).getTime() - base) / 60_000;
  const list = async (path: string, who: keyof typeof demoUsers = 'admin') => {
    const res = await t.as(who).get(path);
    expect(res.status).toBe(200);
    const body = await json(res);
    return { total: body.total as number, minutes: (body.items as { createdAt: string }[]).map(minuteOf), items: body.items };
  };

  it('lists every event for the console, newest first, paged on the server', async () => {
    expect(await list('/api/admin/audit-events')).toMatchObject({ total: 7, minutes: [7, 6, 5, 4, 3, 2, 1] });
    expect(await list('/api/admin/audit-events?page=2&pageSize=3')).toMatchObject({ total: 7, minutes: [4, 3, 2] });
    expect(await list('/api/admin/audit-events?page=3&pageSize=3')).toMatchObject({ total: 7, minutes: [1] });
    const [first] = (await list('/api/admin/audit-events?pageSize=1')).items;
    expect(first).toEqual({
      id: expect.any(String),
      kind: 'sign_in_succeeded',
      actorUserId: ids.admin,
      actorLabel: demoUsers.admin,
      targetUserId: ids.admin,
      targetLabel: demoUsers.admin,
      ipAddress: '203.0.113.7',
      userAgent: null,
      detail: {},
      createdAt: new Date(base + 7 * 60_000).toISOString(),
    });
  });

  it('filters by kind, by user (who acted or whose account), and both', async () => {
    expect(await list('/api/admin/audit-events?kind=sign_in_succeeded')).toMatchObject({ total: 3, minutes: [7, 3, 1] });
    expect(await list(`/api/admin/audit-events?userId=${ids.sarah}`)).toMatchObject({ total: 3, minutes: [4, 2, 1] });
    expect(await list(`/api/admin/audit-events?userId=${ids.admin}`)).toMatchObject({ total: 3, minutes: [7, 6, 4] });
    expect(await list(`/api/admin/audit-events?userId=${ids.sarah}&kind=role_changed`)).toMatchObject({ total: 1, minutes: [4] });
    expect(await list('/api/admin/audit-events?userId=nobody-at-all')).toMatchObject({ total: 0, minutes: [] });
    expect((await t.as('admin').get('/api/admin/audit-events?kind=made_up')).status).toBe(400);
  });

  it("gives each user their own account's events only, whatever they ask", async () => {
    expect(await list('/api/me/audit-events', 'sarah')).toMatchObject({ total: 3, minutes: [4, 2, 1] });
    expect(await list(`/api/me/audit-events?pageSize=2&page=2`, 'sarah')).toMatchObject({ total: 3, minutes: [1] });
    expect(await list('/api/me/audit-events', 'marc')).toMatchObject({ total: 2, minutes: [5, 3] });
    // The super admin's own are the console's list, filtered to them.
    expect((await t.as('admin').get('/api/me/audit-events')).status).toBe(403);
    // No filter reaches another account's events.
    expect(await list(`/api/me/audit-events?userId=${ids.marc}&kind=leads_exported`, 'sarah')).toMatchObject({ total: 3, minutes: [4, 2, 1] });
    expect((await t.as('sarah').get('/api/admin/audit-events')).status).toBe(403);
  });
});
