// Tasks on a lead or its file (issue 40 §2, decision 102): refusals on their field, who may assign
// whom, the Tasks view's lists by the brokerage's day, and the morning digest mailed once per agent
// per brokerage day in the agent's language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { tasks } from '@maple/db/schema/tasks';
import { insertLead } from '@maple/db/seed/factories';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { tasksMessages as fr } from '@maple/shared/messages/fr/tasks';
import { leadsMessages as frenchLeads } from '@maple/shared/messages/fr/leads';
import { tasksMessages as m } from '@maple/shared/messages/tasks';
import type { Task, TaskList } from '@maple/shared/schemas/tasks';
import { createLogger } from '../../lib/logger.ts';
import { outboxMessages } from '../../test/eml.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { taskDigestHandler } from './task-digest-job.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await t.db.select({ id: agents.id, slug: agents.profileSlug, userId: agents.userId }).from(agents);
  sarahId = ids.find((a) => a.slug === 'sarahchen')!.id;
  const marc = ids.find((a) => a.slug === 'marcgagnon')!;
  marcId = marc.id;
  await t.db.update(user).set({ language: 'fr' }).where(eq(user.id, marc.userId!));
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => brokerageDay(new Date(t.clock.now().getTime() + days * dayMs));
const leadOf = async (agentId: string | null, clientName = 'Tasked Client') => (await insertLead(t.db, { agentId, clientName })).id;
const create = (who: 'sarah' | 'marc' | 'admin', body: unknown) => t.as(who).post(`/api/${who === 'admin' ? 'admin' : 'me'}/tasks`, body);

describe('making a task', () => {
  it('refuses a task with no title or an invalid date on its field, and stores nothing', async () => {
    const leadId = await leadOf(sarahId);
    for (const [body, field, message] of [
      [{ leadId, title: '   ', dueDate: dayFromToday(1) }, 'title', m.titleRequired],
      [{ leadId, dueDate: dayFromToday(1) }, 'title', m.titleRequired],
      [{ leadId, title: 'Call back', dueDate: '2026-02-30' }, 'dueDate', m.dueDateInvalid],
      [{ leadId, title: 'Call back', dueDate: 'tomorrow' }, 'dueDate', m.dueDateInvalid],
      [{ leadId, title: 'x'.repeat(201), dueDate: dayFromToday(1) }, 'title', m.titleTooLong],
    ] as const) {
      const res = await create('sarah', body);
      expect(res.status).toBe(400);
      expect((await json(res)).error.fields).toEqual({ [field]: message });
    }
    expect(await t.db.$count(tasks, eq(tasks.leadId, leadId))).toBe(0);
  });

  it("is the owning agent's in the dashboard: another agent's lead is 404, naming another agent 403", async () => {
    const leadId = await leadOf(sarahId);
    const res = await create('sarah', { leadId, title: 'Ask for the T4', dueDate: dayFromToday(2) });
    expect(res.status).toBe(201);
    expect((await json(res)) as Task).toMatchObject({ leadId, fileId: null, agentId: sarahId, agentName: 'Sarah Chen', clientName: 'Tasked Client', title: 'Ask for the T4', done: false });
    const foreign = await create('marc', { leadId, title: 'Snoop', dueDate: dayFromToday(2) });
    expect(foreign.status).toBe(404);
    // Marc chose French for the back office: with no page language sent, the answer is in his.
    expect((await json(foreign)).error.message).toBe(frenchLeads.notFound);
    const toMarc = await create('sarah', { leadId, title: 'For Marc', dueDate: dayFromToday(2), agentId: marcId });
    expect(toMarc.status).toBe(403);
    expect((await json(toMarc)).error.fields).toEqual({ agentId: m.assignOwnOnly });
  });

  it("gives the super admin's task to the lead's agent, and any agent only on an unassigned lead (decision 109)", async () => {
    const leadId = await leadOf(sarahId, 'Client of Sarah');
    const sarahsTask = (await json(await create('admin', { leadId, title: 'Default', dueDate: dayFromToday(1) }))) as Task;
    expect(sarahsTask.agentId).toBe(sarahId);
    expect(((await json(await create('admin', { leadId, title: 'Named', dueDate: dayFromToday(1), agentId: sarahId }))) as Task).agentId).toBe(sarahId);
    // Another agent would see Sarah's client in their lists: refused on the field, nothing stored.
    const toMarc = await create('admin', { leadId, title: 'To Marc', dueDate: dayFromToday(1), agentId: marcId });
    expect(toMarc.status).toBe(400);
    expect((await json(toMarc)).error.fields).toEqual({ agentId: m.leadsAgentOnly });
    const moved = await t.as('admin').patch(`/api/admin/tasks/${sarahsTask.id}`, { agentId: marcId });
    expect(moved.status).toBe(400);
    expect((await json(moved)).error.fields).toEqual({ agentId: m.leadsAgentOnly });
    expect(await t.db.$count(tasks, eq(tasks.agentId, marcId))).toBe(0);
    const marcsList = (await json(await t.as('marc').get('/api/me/tasks?when=all'))) as TaskList;
    expect(JSON.stringify(marcsList)).not.toContain('Client of Sarah');
    // An unassigned lead's task goes to whoever the console names, and asks for someone.
    const unassigned = await leadOf(null);
    expect(((await json(await create('admin', { leadId: unassigned, title: 'Cover it', dueDate: dayFromToday(1), agentId: marcId }))) as Task).agentId).toBe(marcId);
    const orphan = await create('admin', { leadId: unassigned, title: 'Nobody', dueDate: dayFromToday(1) });
    expect(orphan.status).toBe(400);
    expect((await json(orphan)).error.fields).toEqual({ agentId: m.agentRequired });
    const unknown = await create('admin', { leadId, title: 'Ghost', dueDate: dayFromToday(1), agentId: '00000000-0000-4000-8000-000000000000' });
    expect((await json(unknown)).error.fields).toEqual({ agentId: m.agentUnknown });
  });

  it("takes a file of the lead only", async () => {
    const leadId = await leadOf(sarahId);
    const otherLead = await leadOf(sarahId);
    const [file] = await t.db.insert(mortgageFiles).values({ leadId: otherLead, createdAt: t.clock.now(), stageChangedAt: t.clock.now() }).returning();
    const res = await create('sarah', { leadId, fileId: file!.id, title: 'Wrong file', dueDate: dayFromToday(1) });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({ fileId: m.fileNotOfLead });
    const ok = await create('sarah', { leadId: otherLead, fileId: file!.id, title: 'Right file', dueDate: dayFromToday(1) });
    expect(((await json(ok)) as Task).fileId).toBe(file!.id);
  });
});

describe('the Tasks view', () => {
  it("lists due (overdue and today), upcoming and done by the brokerage's day; agent B never sees agent A's", async () => {
    const leadId = await leadOf(sarahId, 'Listed Client');
    const made = async (title: string, days: number) => ((await json(await create('sarah', { leadId, title, dueDate: dayFromToday(days) }))) as Task).id;
    await made('Overdue one', -3);
    await made('Today one', 0);
    await made('Later one', 5);
    const finished = await made('Finished one', -1);
    const done = await t.as('sarah').patch(`/api/me/tasks/${finished}`, { done: true });
    expect((await json(done)) as Task).toMatchObject({ done: true, doneAt: t.clock.now().toISOString() });
    const list = async (query: string, who: 'sarah' | 'marc' = 'sarah') => ((await json(await t.as(who).get(`/api/me/tasks?leadId=${leadId}&${query}`))) as TaskList).items.map((task) => task.title);
    expect(await list('when=due')).toEqual(['Overdue one', 'Today one']);
    expect(await list('when=upcoming')).toEqual(['Later one']);
    expect(await list('when=done')).toEqual(['Finished one']);
    expect(await list('when=all')).toEqual(['Overdue one', 'Today one', 'Later one', 'Finished one']);
    expect(await list('when=all', 'marc')).toEqual([]);
    expect((await t.as('marc').patch(`/api/me/tasks/${finished}`, { done: false })).status).toBe(404);
    expect((await t.as('marc').delete(`/api/me/tasks/${finished}`)).status).toBe(404);
    // The console sees them all, and may filter by agent.
    const console = (await json(await t.as('admin').get(`/api/admin/tasks?leadId=${leadId}&agentId=${sarahId}&when=due`))) as TaskList;
    expect(console.total).toBe(2);
    expect((await t.as('sarah').delete(`/api/me/tasks/${finished}`)).status).toBe(204);
    expect(await list('when=done')).toEqual([]);
  });

  it("moves a lead's open tasks with the lead to its new agent; done ones stay with who did them", async () => {
    const leadId = await leadOf(sarahId, 'Moving Client');
    const open = ((await json(await create('sarah', { leadId, title: 'Call the lender', dueDate: dayFromToday(1) }))) as Task).id;
    const done = ((await json(await create('sarah', { leadId, title: 'Sent the form', dueDate: dayFromToday(-1) }))) as Task).id;
    await t.as('sarah').patch(`/api/me/tasks/${done}`, { done: true });
    expect((await t.as('admin').patch(`/api/admin/leads/${leadId}`, { agentId: marcId })).status).toBe(200);
    const titles = async (who: 'sarah' | 'marc', when: string) => ((await json(await t.as(who).get(`/api/me/tasks?leadId=${leadId}&when=${when}`))) as TaskList).items.map((task) => task.title);
    expect(await titles('marc', 'all')).toEqual(['Call the lender']);
    expect(await titles('sarah', 'due')).toEqual([]);
    expect(await titles('sarah', 'upcoming')).toEqual([]);
    expect(await titles('sarah', 'done')).toEqual(['Sent the form']);
    expect((await t.as('marc').patch(`/api/me/tasks/${open}`, { done: true })).status).toBe(200);
  });

  it('refuses a bad change on its field and keeps the task', async () => {
    const leadId = await leadOf(sarahId);
    const id = ((await json(await create('sarah', { leadId, title: 'Keep me', dueDate: dayFromToday(1) }))) as Task).id;
    const res = await t.as('sarah').patch(`/api/me/tasks/${id}`, { title: '', dueDate: '2026-13-01' });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({ title: m.titleRequired, dueDate: m.dueDateInvalid });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row).toMatchObject({ title: 'Keep me', dueDate: dayFromToday(1) });
  });
});

describe('the morning digest', () => {
  it("mails each agent once per brokerage day, in the morning, in their language, the tasks due that day or before", async () => {
    await t.db.delete(tasks);
    const context = () => ({ db: t.db, clock: t.clock, logger: createLogger('silent'), jobId: 'digest-run', attempt: 1 });
    const mails = async () => outboxMessages(t.outbox, (name) => name.includes('task-digest'));
    // 06:30 in Toronto (EST, UTC−5): not yet morning.
    t.clock.set('2026-11-24T11:30:00Z');
    const sarahLead = await leadOf(sarahId, 'Priya Patel');
    const marcLead = await leadOf(marcId, 'Jean Tremblay');
    await create('sarah', { leadId: sarahLead, title: 'Call the lender', dueDate: '2026-11-20' });
    await create('sarah', { leadId: sarahLead, title: 'Send the commitment', dueDate: '2026-11-24' });
    await create('sarah', { leadId: sarahLead, title: 'Next week', dueDate: '2026-12-01' });
    await create('marc', { leadId: marcLead, title: 'Rappeler', dueDate: '2026-11-24' });
    await taskDigestHandler({}, context());
    await t.runJobs();
    expect(await mails()).toEqual([]);

    // 08:00: two processes (or a retry) run the schedule; each agent gets one mail.
    t.clock.set('2026-11-24T13:00:00Z');
    await taskDigestHandler({}, context());
    await taskDigestHandler({}, context());
    await t.runJobs();
    // 11:00: another run the same day adds nothing.
    t.clock.set('2026-11-24T16:00:00Z');
    await taskDigestHandler({}, context());
    await t.runJobs();
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const sarahMail = sent.find((mail) => mail.headers.to === 'agent@demo.maple.test')!;
    expect(sarahMail.headers.subject).toBe(m.digestSubject(2));
    expect(sarahMail.text).toContain(m.digestLine('Call the lender', 'Priya Patel', '2026-11-20', true));
    expect(sarahMail.text).toContain(m.digestLine('Send the commitment', 'Priya Patel', '2026-11-24', false));
    expect(sarahMail.text).not.toContain('Next week');
    const marcMail = sent.find((mail) => mail.headers.to === 'agent2@demo.maple.test')!;
    expect(marcMail.headers.subject).toBe(fr.digestSubject(1));
    expect(marcMail.text).toContain(fr.digestLine('Rappeler', 'Jean Tremblay', '2026-11-24', false));

    // The next brokerage day's morning: Sarah's overdue tasks again; Marc ticked his, so no mail.
    const [marcTask] = await t.db.select().from(tasks).where(eq(tasks.agentId, marcId));
    await t.as('marc').patch(`/api/me/tasks/${marcTask!.id}`, { done: true });
    t.clock.set('2026-11-25T12:05:00Z');
    await taskDigestHandler({}, context());
    await t.runJobs();
    const next = (await mails()).slice(2);
    expect(next.map((mail) => mail.headers.to)).toEqual(['agent@demo.maple.test']);
  });
});
