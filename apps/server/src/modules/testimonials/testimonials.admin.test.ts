// Testimonials in the console (every one; admin-authored ones editable by their author only) and
// the dashboard (submit, own list), and what the home page shows as a result.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { testimonials } from '@maple/db/schema/testimonials';
import { createUserWithPassword } from '@maple/db/seed/users';
import { agentsMessages } from '@maple/shared/messages/agents';
import { testimonialsMessages } from '@maple/shared/messages/testimonials';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

const m = testimonialsMessages;
/** The author's permission, needed to approve (issue 27; its own rules are in testimonial-permission.test.ts). */
const permission = { method: 'written', grantedAt: '2026-01-15', relationship: 'none' } as const;
let t: TestApp;
let otherAdmin: string;
let sarahId: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUserWithPassword(t.db, { email: 'second@admin.test', password: 'second-password-1', role: 'super_admin', name: 'Second Admin' });
  otherAdmin = await t.signIn('second@admin.test', 'second-password-1');
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(testimonials).where(eq(testimonials.id, id)))[0];
const homeNames = async () => ((await json(await t.request('/api/testimonials'))).testimonials as { clientName: string }[]).map((x) => x.clientName);

describe('POST /api/me/testimonials (dashboard)', () => {
  it('submits one pending, tied to the agent, with rating 5 by default; it is in the own list with its status', async () => {
    const res = await t.as('sarah').post('/api/me/testimonials', { clientName: 'Priya Patel', content: 'Sarah found us a great rate.' });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({ clientName: 'Priya Patel', rating: 5, isApproved: false, agentId: sarahId, agentName: 'Sarah Chen', adminId: null });
    const own = await json(await t.as('sarah').get('/api/me/testimonials'));
    expect(own.items.find((x: { id: string }) => x.id === created.id)).toMatchObject({ isApproved: false });
    expect(own.items.every((x: { agentId: string }) => x.agentId === sarahId)).toBe(true);
  });

  it('refuses a missing client name or content and a rating outside 1–5, storing nothing', async () => {
    const before = (await t.db.select().from(testimonials)).length;
    const res = await t.as('sarah').post('/api/me/testimonials', { clientName: '', content: ' ', rating: 6 });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({ clientName: m.clientNameRequired, content: m.contentRequired, rating: m.ratingInvalid });
    expect((await t.as('sarah').post('/api/me/testimonials', { clientName: 'A', content: 'B', rating: 0 })).status).toBe(400);
    expect((await t.as('sarah').post('/api/me/testimonials', { clientName: 'A', content: 'B', rating: 2.5 })).status).toBe(400);
    expect((await t.db.select().from(testimonials)).length).toBe(before);
  });

  it('gives agent B none of agent A’s in the list, and agent A’s rows stay as they were', async () => {
    const created = await json(await t.as('sarah').post('/api/me/testimonials', { clientName: 'Only For Sarah', content: 'Private until approved.' }));
    const marcs = await json(await t.as('marc').get('/api/me/testimonials?pageSize=100'));
    expect(marcs.items.map((x: { id: string }) => x.id)).not.toContain(created.id);
    // The dashboard has no route that changes one; the console's routes refuse agents.
    expect((await t.as('marc').patch(`/api/admin/testimonials/${created.id}/approval`, { isApproved: true })).status).toBe(403);
    expect((await t.as('marc').delete(`/api/admin/testimonials/${created.id}`)).status).toBe(403);
    expect((await t.as('marc').delete(`/api/me/testimonials/${created.id}`)).status).toBe(404);
    expect(await rowOf(created.id)).toMatchObject({ clientName: 'Only For Sarah', isApproved: false, agentId: sarahId });
  });

  it('answers 404 "Agent not found" to a dashboard user without an agent record', async () => {
    await createUserWithPassword(t.db, { email: 'noagent@admin.test', password: 'no-agent-password-1', role: 'admin', name: 'No Agent' });
    const cookie = await t.signIn('noagent@admin.test', 'no-agent-password-1');
    const [mine] = await t.db.select().from(agents).where(eq(agents.email, 'noagent@admin.test'));
    if (mine) await t.db.delete(agents).where(eq(agents.id, mine.id));
    const res = await t.withCookie(cookie).post('/api/me/testimonials', { clientName: 'A', content: 'B' });
    expect(res.status).toBe(404);
    expect((await json(res)).error.message).toBe(agentsMessages.notFound);
  });
});

describe('/api/admin/testimonials (console)', () => {
  it('lists every testimonial with agent name or author, approved and pending', async () => {
    const list = await json(await t.as('admin').get('/api/admin/testimonials?pageSize=100'));
    expect(list.total).toBe(list.items.length);
    expect(list.items.some((x: { isApproved: boolean }) => !x.isApproved)).toBe(true);
    expect(list.items.some((x: { agentName: string | null }) => x.agentName === 'Sarah Chen')).toBe(true);
    expect(list.items.some((x: { adminId: string | null; adminName: string | null }) => x.adminId && x.adminName)).toBe(true);
  });

  it('approves an agent’s testimonial (it shows on their profile), then unapproves it', async () => {
    const created = await json(await t.as('sarah').post('/api/me/testimonials', { clientName: 'Approve Me', content: 'Wonderful.' }));
    const approved = await t.as('admin').patch(`/api/admin/testimonials/${created.id}/approval`, { isApproved: true, permission });
    expect(approved.status).toBe(200);
    expect(await json(approved)).toMatchObject({ isApproved: true });
    const profile = await (await t.request('/api/agents/sarahchen')).text();
    expect(profile).toContain('Approve Me');
    const unapproved = await json(await t.as('admin').patch(`/api/admin/testimonials/${created.id}/approval`, { isApproved: false }));
    expect(unapproved.isApproved).toBe(false);
    expect(await (await t.request('/api/agents/sarahchen')).text()).not.toContain('Approve Me');
  });

  it('adds an admin testimonial approved, authored by the caller, rating 5 by default, and the home page shows it', async () => {
    const res = await t.as('admin').post('/api/admin/testimonials', { clientName: 'Home Page Client', content: 'Best brokerage in town.', permission });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({ isApproved: true, rating: 5, agentId: null, adminName: expect.any(String) });
    expect(created.adminId).toBeTruthy();
    expect((await homeNames())[0]).toBe('Home Page Client');
    // Admin-written ones are always approved: toggling them is a conflict.
    expect((await t.as('admin').patch(`/api/admin/testimonials/${created.id}/approval`, { isApproved: false })).status).toBe(409);
    expect((await rowOf(created.id))!.isApproved).toBe(true);
  });

  it('lets only the author edit an admin testimonial: another super admin gets 403 and the row stays', async () => {
    const created = await json(await t.as('admin').post('/api/admin/testimonials', { clientName: 'Authored', content: 'Original words.', rating: 4, permission }));
    const byOther = await t.withCookie(otherAdmin).patch(`/api/admin/testimonials/${created.id}`, { clientName: 'Hijack', content: 'Changed.', rating: 1 });
    expect(byOther.status).toBe(403);
    expect(await json(byOther)).toEqual({ error: { code: 'forbidden', message: m.onlyAuthor } });
    expect(await rowOf(created.id)).toMatchObject({ clientName: 'Authored', content: 'Original words.', rating: 4 });

    const byAuthor = await t.as('admin').patch(`/api/admin/testimonials/${created.id}`, { clientName: 'Authored', content: 'Better words.', rating: 5 });
    expect(byAuthor.status).toBe(200);
    expect(await rowOf(created.id)).toMatchObject({ content: 'Better words.', rating: 5 });
  });

  it('refuses to edit an agent’s testimonial (no admin author) with 403', async () => {
    const created = await json(await t.as('sarah').post('/api/me/testimonials', { clientName: 'Agent Words', content: 'As written.' }));
    expect((await t.as('admin').patch(`/api/admin/testimonials/${created.id}`, { clientName: 'X', content: 'Y', rating: 1 })).status).toBe(403);
    expect(await rowOf(created.id)).toMatchObject({ clientName: 'Agent Words', content: 'As written.' });
  });

  it('deletes (204), then 404; a bad id is 404', async () => {
    const created = await json(await t.as('admin').post('/api/admin/testimonials', { clientName: 'Gone Soon', content: 'Bye.', permission }));
    expect((await t.as('admin').delete(`/api/admin/testimonials/${created.id}`)).status).toBe(204);
    expect(await rowOf(created.id)).toBeUndefined();
    expect(await homeNames()).not.toContain('Gone Soon');
    expect((await t.as('admin').delete(`/api/admin/testimonials/${created.id}`)).status).toBe(404);
    expect((await t.as('admin').patch('/api/admin/testimonials/nope/approval', { isApproved: true })).status).toBe(404);
  });
});
