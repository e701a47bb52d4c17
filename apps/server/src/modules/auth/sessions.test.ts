// The Account area's sessions (issue 20): a user lists their sessions and ends one or all the
// others; a role change or an agent's deletion ends every session of the user. Sessions are rows
// read on every request, so a second process over the same database refuses an ended one at once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { auditEvents } from '@maple/db/schema/audit-events';
import { session, user } from '@maple/db/schema/auth';
import { createUserWithPassword } from '@maple/db/seed/users';
import { secondProcess } from '../../test/second-process.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { activityStep } from '../../lib/session-activity.ts';

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  other = await secondProcess(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const password = 'sessions-password-1';
let made = 0;
/** A fresh agent (sign-in and agent record), so ending their sessions touches no other test. */
async function newAgent() {
  const email = `sessions-${++made}@example.com`;
  const created = await createUserWithPassword(t.db, { email, password, role: 'agent', name: `Sessions Agent ${made}` }, t.clock.now());
  return { email, userId: created.user.id, agentId: created.agent!.id };
}

/** Signs in from a browser of its own (its user agent names the session in the list). */
async function signInFrom(email: string, userAgent: string): Promise<string> {
  const res = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const chrome = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const meStatus = async (app: TestApp, cookie: string) => (await app.request('/api/me', { cookie })).status;
const idOf = async (cookie: string) => (await json(await t.request('/api/auth/get-session', { cookie }))).session.id as string;

describe('listing sessions', () => {
  it("lists the user's own sessions with browser, address and times, never a token", async () => {
    const agent = await newAgent();
    const first = await signInFrom(agent.email, firefox);
    await signInFrom(agent.email, safari);
    const someoneElse = await newAgent();
    await signInFrom(someoneElse.email, chrome);

    const res = await t.withCookie(first).get('/api/auth/list-sessions');
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    const list = await json(res);
    expect(list).toHaveLength(2);
    expect(list.map((s: { userAgent: string }) => s.userAgent).sort()).toEqual([firefox, safari].sort());
    for (const s of list) {
      expect(s).toMatchObject({ userId: agent.userId, id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) });
      expect(s).not.toHaveProperty('token');
    }
    const tokens = await t.db.select({ token: session.token }).from(session).where(eq(session.userId, agent.userId));
    for (const { token } of tokens) expect(text).not.toContain(token);
  });

  it('notes when a session was last used, at most every few minutes, from the app clock', async () => {
    const agent = await newAgent();
    const cookie = await signInFrom(agent.email, firefox);
    const id = await idOf(cookie);
    const stale = new Date(t.clock.now().getTime() - activityStep - 1000);
    await t.db.update(session).set({ updatedAt: stale }).where(eq(session.id, id));
    await t.withCookie(cookie).get('/api/me');
    const [seen] = await t.db.select({ updatedAt: session.updatedAt }).from(session).where(eq(session.id, id));
    expect(seen!.updatedAt.toISOString()).toBe(t.clock.now().toISOString());
    // Within the step, no write.
    t.clock.advance(60_000);
    await t.withCookie(cookie).get('/api/me');
    const [again] = await t.db.select({ updatedAt: session.updatedAt }).from(session).where(eq(session.id, id));
    expect(again!.updatedAt.toISOString()).toBe(seen!.updatedAt.toISOString());
  });
});

describe('ending a session', () => {
  it('ends one of the caller\'s own sessions by its id, on this process and the other at once', async () => {
    const agent = await newAgent();
    const here = await signInFrom(agent.email, chrome);
    const phone = await signInFrom(agent.email, safari);
    expect(await meStatus(other, phone)).toBe(200);

    const res = await t.withCookie(here).post('/api/auth/revoke-session', { id: await idOf(phone) });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: true });
    expect(await meStatus(t, phone)).toBe(401);
    expect(await meStatus(other, phone)).toBe(401);
    expect(await meStatus(t, here)).toBe(200);
    expect(await meStatus(other, here)).toBe(200);

    const [event] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.kind, 'session_ended'), eq(auditEvents.targetUserId, agent.userId)));
    expect(event).toMatchObject({ actorUserId: agent.userId, actorLabel: agent.email, detail: { count: 1, userAgent: safari } });
  });

  it("answers 404 for another user's session, and that session goes on", async () => {
    const mine = await newAgent();
    const theirs = await newAgent();
    const myCookie = await signInFrom(mine.email, chrome);
    const theirCookie = await signInFrom(theirs.email, firefox);
    const res = await t.withCookie(myCookie).post('/api/auth/revoke-session', { id: await idOf(theirCookie) });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toEqual({ code: 'not_found', message: 'Session not found.' });
    expect(await meStatus(t, theirCookie)).toBe(200);
    expect(await t.db.$count(auditEvents, eq(auditEvents.targetUserId, theirs.userId))).toBe(1); // their sign-in only
  });

  it('refuses a token, an unknown id, extra fields, and anyone signed out', async () => {
    const agent = await newAgent();
    const cookie = await signInFrom(agent.email, chrome);
    const [row] = await t.db.select({ token: session.token }).from(session).where(eq(session.userId, agent.userId));
    expect((await t.withCookie(cookie).post('/api/auth/revoke-session', { token: row!.token })).status).toBe(400);
    expect((await t.withCookie(cookie).post('/api/auth/revoke-session', { id: await idOf(cookie), token: row!.token })).status).toBe(400);
    expect((await t.withCookie(cookie).post('/api/auth/revoke-session', { id: 'no-such-session' })).status).toBe(404);
    expect((await t.anonymous.post('/api/auth/revoke-session', { id: await idOf(cookie) })).status).toBe(401);
    expect((await t.anonymous.post('/api/auth/revoke-other-sessions')).status).toBe(401);
    expect(await meStatus(t, cookie)).toBe(200);
  });

  it('ending the current session signs this browser out', async () => {
    const agent = await newAgent();
    const cookie = await signInFrom(agent.email, chrome);
    const res = await t.withCookie(cookie).post('/api/auth/revoke-session', { id: await idOf(cookie) });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/session_token=;/);
    expect(await meStatus(t, cookie)).toBe(401);
  });

  it('ends every other session and keeps the current one', async () => {
    const agent = await newAgent();
    const here = await signInFrom(agent.email, chrome);
    const others = [await signInFrom(agent.email, firefox), await signInFrom(agent.email, safari)];
    const someoneElse = await newAgent();
    const theirCookie = await signInFrom(someoneElse.email, firefox);

    const res = await t.withCookie(here).post('/api/auth/revoke-other-sessions');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: true });
    expect(await meStatus(t, here)).toBe(200);
    for (const cookie of others) {
      expect(await meStatus(t, cookie)).toBe(401);
      expect(await meStatus(other, cookie)).toBe(401);
    }
    expect(await meStatus(t, theirCookie)).toBe(200);
    expect(await json(await t.withCookie(here).get('/api/auth/list-sessions'))).toHaveLength(1);
    const events = await t.db.select().from(auditEvents).where(and(eq(auditEvents.kind, 'session_ended'), eq(auditEvents.targetUserId, agent.userId)));
    expect(events.map((e) => e.detail)).toEqual([{ count: 2 }]);
  });
});

describe("the console's changes end the user's sessions everywhere", () => {
  it("a role change ends every session of the user, on both processes, and is recorded", async () => {
    const agent = await newAgent();
    const cookies = [await signInFrom(agent.email, chrome), await signInFrom(agent.email, safari)];
    for (const cookie of cookies) expect(await meStatus(other, cookie)).toBe(200);

    const res = await t.as('admin').patch(`/api/admin/agents/${agent.agentId}`, { role: 'admin' });
    expect(res.status).toBe(200);
    for (const cookie of cookies) {
      expect(await meStatus(t, cookie)).toBe(401);
      expect(await meStatus(other, cookie)).toBe(401);
    }
    const [row] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, agent.userId));
    expect(row!.role).toBe('admin');
    const [event] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.kind, 'role_changed'), eq(auditEvents.targetUserId, agent.userId)));
    expect(event).toMatchObject({ actorLabel: 'admin@demo.maple.test', targetLabel: agent.email, detail: { from: 'agent', to: 'admin' } });

    // Signed in again, as an admin now: the same role again changes nothing and ends nothing.
    const again = await signInFrom(agent.email, chrome);
    expect((await json(await t.withCookie(again).get('/api/me'))).user.role).toBe('admin');
    expect((await t.as('admin').patch(`/api/admin/agents/${agent.agentId}`, { role: 'admin' })).status).toBe(200);
    expect(await meStatus(other, again)).toBe(200);
    expect(await t.db.$count(auditEvents, and(eq(auditEvents.kind, 'role_changed'), eq(auditEvents.targetUserId, agent.userId)))).toBe(1);
  });

  it("refuses a role for a record without a sign-in, and any role but agent or admin; nothing changes", async () => {
    const [record] = await t.db.insert(agents).values({ name: 'No Sign-in', email: 'no-sign-in@example.com', profileSlug: 'nosignin' }).returning();
    const res = await t.as('admin').patch(`/api/admin/agents/${record!.id}`, { role: 'admin', title: 'Changed' });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({ role: 'This agent has no sign-in, so there is no role to change.' });
    const [row] = await t.db.select().from(agents).where(eq(agents.id, record!.id));
    expect(row!.contactDetails).toEqual({});
    const agent = await newAgent();
    expect((await t.as('admin').patch(`/api/admin/agents/${agent.agentId}`, { role: 'super_admin' })).status).toBe(400);
    expect((await t.as('sarah').patch('/api/me/agent', { role: 'admin' })).status).toBe(400);
  });

  it("deleting an agent ends their sessions on both processes and records who was deleted", async () => {
    const agent = await newAgent();
    const cookie = await signInFrom(agent.email, firefox);
    expect(await meStatus(other, cookie)).toBe(200);
    expect((await t.as('admin').delete(`/api/admin/agents/${agent.agentId}`)).status).toBe(204);
    expect(await meStatus(other, cookie)).toBe(401);
    expect(await meStatus(t, cookie)).toBe(401);
    const [event] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.kind, 'user_deleted'), eq(auditEvents.targetLabel, agent.email)));
    expect(event).toMatchObject({ actorLabel: 'admin@demo.maple.test', targetUserId: null, detail: { role: 'agent', agentName: expect.stringContaining('Sessions Agent') } });
  });
});
