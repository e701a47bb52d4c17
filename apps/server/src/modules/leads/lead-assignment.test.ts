// Issue 18: the console assigns a lead to an agent (or takes it back), the agent hears by mail and
// finds it in their dashboard, and every lead keeps a trail of what happened to it and who did it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { jobs } from '@maple/db/schema/jobs';
import { leadActivity } from '@maple/db/schema/lead-activity';
import { leads } from '@maple/db/schema/leads';
import { webhookDeliveries, webhooks } from '@maple/db/schema/webhooks';
import { insertAgent, insertLead } from '@maple/db/seed/factories';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { outboxMessages, type ParsedEml } from '../../test/eml.ts';
import { createTestApp, json, type Json, type TestApp } from '../../test/test-app.ts';
import { leadAssignmentJob } from './lead-assignment-job.ts';
import { confirmSignUp } from '../../test/confirmed-subscription.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;
let priyaId: string;
const m = leadManagementMessages;

beforeAll(async () => {
  t = await createTestApp({ leadsPerTenMinutes: 1000 });
  const rows = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = rows.find((r) => r.slug === 'sarahchen')!.id;
  marcId = rows.find((r) => r.slug === 'marcgagnon')!.id;
  priyaId = rows.find((r) => r.slug === 'priyapatel')!.id;
});
afterAll(() => t.close());

/** The mails the outbox holds for one assignment (the file is named after the trail entry). */
const mailsNamed = async (id: string): Promise<ParsedEml[]> => outboxMessages(t.outbox, (name) => name.endsWith(`-${id}.eml`));
const activityOf = async (who: 'admin' | 'sarah' | 'marc', id: string): Promise<Json[]> => {
  const res = await t.as(who).get(`/api/${who === 'admin' ? 'admin' : 'me'}/leads/${id}`);
  expect(res.status).toBe(200);
  return (await json(res)).activity;
};
const myLeadIds = async (who: 'sarah' | 'marc') => ((await json(await t.as(who).get('/api/me/leads?pageSize=100'))).items as Json[]).map((l) => l.id);

describe('PATCH /api/admin/leads/:id with agentId', () => {
  it("assigns an unassigned lead: the agent's dashboard has it at once, a mail tells them, the trail names who did it", async () => {
    const lead = await insertLead(t.db, { clientName: 'Assign Me', clientEmail: 'assign.me@example.com', clientPhone: '613-555-0100', message: 'Please call after 5' });
    expect(await myLeadIds('marc')).not.toContain(lead.id);
    t.clock.advance(60_000);
    const res = await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId: marcId });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: lead.id, agentId: marcId, agentName: 'Marc Gagnon' });
    expect(await myLeadIds('marc')).toContain(lead.id);
    expect((await t.as('marc').get(`/api/me/leads/${lead.id}`)).status).toBe(200);

    const trail = await activityOf('admin', lead.id);
    expect(trail).toEqual([
      { id: expect.any(String), kind: 'assigned', agentName: 'Marc Gagnon', previousAgentName: null, routedBy: null, province: null, actor: { type: 'user', name: 'Alex Morgan' }, createdAt: t.clock.now().toISOString() },
    ]);

    // The mail is a job written with the change; the queue sends it to Marc (no CRM address: his own).
    const [job] = await t.db.select().from(jobs).where(eq(jobs.name, leadAssignmentJob));
    expect(job).toMatchObject({ status: 'pending', payload: { leadId: lead.id, agentId: marcId, activityId: trail[0].id } });
    expect(JSON.stringify(job!.payload)).not.toContain('assign.me');
    expect(await mailsNamed(trail[0].id)).toEqual([]);
    await t.runJobs();
    const [mail, ...more] = await mailsNamed(trail[0].id);
    expect(more).toEqual([]);
    const [marc] = await t.db.select({ email: agents.email }).from(agents).where(eq(agents.id, marcId));
    expect(mail!.headers.to).toBe(marc!.email);
    expect(mail!.headers.subject).toBe('Lead assigned to you: Assign Me');
    expect(mail!.headers['reply-to']).toBe('assign.me@example.com');
    expect(mail!.headers['x-maple-lead-id']).toBe(lead.id);
    expect(mail!.text).toContain('A lead has been assigned to you');
    expect(mail!.text).toContain('by Alex Morgan');
    expect(mail!.text).toContain('Phone: 613-555-0100');
    expect(mail!.text).toContain('Please call after 5');
    expect(mail!.text).toContain('/agent-dashboard?tab=leads');
  });

  it("reassigns to the CRM address of the new agent, takes the lead out of the old agent's dashboard, and mails only whoever has it when the queue runs", async () => {
    const lead = await insertLead(t.db, { clientName: 'Passed Along', agentId: marcId });
    expect((await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId: sarahId })).status).toBe(200);
    expect(await myLeadIds('marc')).not.toContain(lead.id);
    expect((await t.as('marc').get(`/api/me/leads/${lead.id}`)).status).toBe(404);
    expect(await myLeadIds('sarah')).toContain(lead.id);
    // Back to Marc before any mail went out: Sarah's mail is skipped, Marc's is sent.
    expect((await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId: marcId })).status).toBe(200);
    const [toSarah, toMarc] = (await activityOf('admin', lead.id)).filter((a) => a.kind === 'assigned');
    expect(toSarah).toMatchObject({ agentName: 'Sarah Chen', previousAgentName: 'Marc Gagnon' });
    expect(toMarc).toMatchObject({ agentName: 'Marc Gagnon', previousAgentName: 'Sarah Chen' });
    await t.runJobs();
    expect(await mailsNamed(toSarah.id)).toEqual([]);
    expect(await mailsNamed(toMarc.id)).toHaveLength(1);

    // To Sarah for good: her CRM address gets it.
    expect((await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId: sarahId })).status).toBe(200);
    await t.runJobs();
    const last = (await activityOf('admin', lead.id)).at(-1);
    expect((await mailsNamed(last.id)).map((mail) => mail.headers.to)).toEqual(['sarah.crm@demo.maple.test']);
  });

  it("unassigns with null: the lead leaves the agent's dashboard, the trail says from whom, and nobody is mailed", async () => {
    const lead = await insertLead(t.db, { clientName: 'Back To Console', agentId: sarahId });
    const before = await t.db.$count(jobs, eq(jobs.name, leadAssignmentJob));
    const res = await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId: null });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ agentId: null, agentName: null });
    expect(await myLeadIds('sarah')).not.toContain(lead.id);
    expect((await t.as('sarah').get(`/api/me/leads/${lead.id}`)).status).toBe(404);
    expect(await activityOf('admin', lead.id)).toEqual([expect.objectContaining({ kind: 'unassigned', previousAgentName: 'Sarah Chen', actor: { type: 'user', name: 'Alex Morgan' } })]);
    expect(await t.db.$count(jobs, eq(jobs.name, leadAssignmentJob))).toBe(before);
  });

  it('refuses an inactive, deleted or malformed agent with 400 on agentId, and changes nothing', async () => {
    const lead = await insertLead(t.db, { clientName: 'Stays Put', agentId: sarahId, status: 'contacted' });
    const gone = await insertAgent(t.db, { name: 'Soon Gone' });
    expect((await t.as('admin').delete(`/api/admin/agents/${gone.id}`)).status).toBe(204);
    for (const agentId of [priyaId, gone.id, '00000000-0000-4000-8000-000000000000', 'sarahchen', 42, '']) {
      // A status in the same body is not saved either: the change is all or nothing.
      const res = await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId, status: 'closed' });
      expect(res.status, String(agentId)).toBe(400);
      expect((await json(res)).error.fields, String(agentId)).toEqual({ agentId: m.agentNotAssignable });
    }
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ agentId: sarahId, status: 'contacted' });
    expect(await t.db.$count(leadActivity, eq(leadActivity.leadId, lead.id))).toBe(0);
  });

  it('is the console\'s alone: an agent cannot assign, by either route, and the lead stays theirs', async () => {
    const lead = await insertLead(t.db, { clientName: 'Not Yours To Give', agentId: sarahId });
    const viaConsole = await t.as('sarah').patch(`/api/admin/leads/${lead.id}`, { agentId: marcId });
    expect(viaConsole.status).toBe(403);
    const viaDashboard = await t.as('sarah').patch(`/api/me/leads/${lead.id}`, { agentId: marcId });
    expect(viaDashboard.status).toBe(400);
    expect((await json(viaDashboard)).error.fields).toMatchObject({ agentId: 'Unknown field' });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.agentId).toBe(sarahId);
    expect(await t.db.$count(leadActivity, eq(leadActivity.leadId, lead.id))).toBe(0);
  });

  it('announces the assignment to webhooks as lead.assigned, and an unassignment as lead.updated', async () => {
    const [hook] = await t.db
      .insert(webhooks)
      .values({ url: 'https://crm.example/hooks/assign', events: ['lead.assigned', 'lead.updated'], secretEncrypted: t.secrets.encryptSecret('whsec_assign-test-0123456789') })
      .returning();
    const lead = await insertLead(t.db, { clientName: 'Hooked Lead' });
    await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId: sarahId });
    t.clock.advance(1000);
    await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId: null });
    const sent = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook!.id)).orderBy(webhookDeliveries.createdAt);
    expect(sent.map((d) => [d.eventType, (JSON.parse(d.body) as Json).data.agentName])).toEqual([
      ['lead.assigned', 'Sarah Chen'],
      ['lead.updated', null],
    ]);
    await t.db.delete(webhooks).where(eq(webhooks.id, hook!.id));
  });
});

describe("a lead's activity trail", () => {
  it('starts with where the lead came from: a visitor on a form, or the console by hand', async () => {
    // A sign-up becomes a lead when its address's owner confirms it (decision 058).
    expect((await t.anonymous.post('/api/leads', { kind: 'newsletter', email: 'trail.reader@example.com' })).status).toBe(201);
    const sent = { id: await confirmSignUp(t, 'trail.reader@example.com') };
    expect(await activityOf('admin', sent.id)).toEqual([
      { id: expect.any(String), kind: 'created', source: 'newsletter', agentName: null, actor: { type: 'visitor', name: null }, createdAt: t.clock.now().toISOString() },
    ]);
    expect((await t.anonymous.post('/api/leads', { kind: 'newsletter', email: 'chose.sarah@example.com', agentId: sarahId })).status).toBe(201);
    const chosen = { id: await confirmSignUp(t, 'chose.sarah@example.com') };
    expect(await activityOf('sarah', chosen.id)).toEqual([expect.objectContaining({ kind: 'created', source: 'newsletter', agentName: 'Sarah Chen', actor: { type: 'visitor', name: null } })]);
    const manual = await json(await t.as('admin').post('/api/admin/leads', { clientName: 'By Hand', clientEmail: 'by.hand@example.com', agentId: marcId }));
    expect(await activityOf('admin', manual.id)).toEqual([expect.objectContaining({ kind: 'created', source: 'Manual', agentName: 'Marc Gagnon', actor: { type: 'user', name: 'Alex Morgan' } })]);
    const own = await json(await t.as('sarah').post('/api/me/leads', { clientName: 'Own Walk In', clientEmail: 'own.walkin@example.com' }));
    expect(await activityOf('sarah', own.id)).toEqual([expect.objectContaining({ kind: 'created', source: 'Manual', actor: { type: 'user', name: 'Sarah Chen' } })]);
    // An imported lead's trail starts with its import: by whom, with the source and agent the file gave.
    const csv = 'Client,Email,Source,Agent\r\nImported Trail,imported.trail@example.com,Newsletter,Sarah Chen\r\n';
    expect((await json(await t.as('admin').post('/api/admin/leads/import?dryRun=false', { csv }))).imported).toBe(1);
    const imported = (await json(await t.as('admin').get('/api/admin/leads?q=imported.trail'))).items[0];
    expect(await activityOf('admin', imported.id)).toEqual([expect.objectContaining({ kind: 'created', source: 'newsletter', agentName: 'Sarah Chen', actor: { type: 'user', name: 'Alex Morgan' } })]);
  });

  it('records status changes and note edits that change something, each with its actor and the clock\'s time', async () => {
    const lead = await insertLead(t.db, { clientName: 'Worked On', agentId: sarahId });
    t.clock.advance(3_600_000);
    const first = t.clock.now().toISOString();
    expect((await t.as('sarah').patch(`/api/me/leads/${lead.id}`, { status: 'contacted', notes: 'Called, left a message' })).status).toBe(200);
    t.clock.advance(60_000);
    // The same status again changes nothing and adds nothing.
    expect((await t.as('sarah').patch(`/api/me/leads/${lead.id}`, { status: 'contacted' })).status).toBe(200);
    expect((await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { notes: 'Sarah to call again Friday' })).status).toBe(200);
    const trail = await activityOf('sarah', lead.id);
    expect(trail.map(({ id: _id, ...entry }: Json) => entry)).toEqual([
      { kind: 'status_changed', from: 'new', to: 'contacted', actor: { type: 'user', name: 'Sarah Chen' }, createdAt: first },
      { kind: 'notes_edited', actor: { type: 'user', name: 'Sarah Chen' }, createdAt: first },
      { kind: 'notes_edited', actor: { type: 'user', name: 'Alex Morgan' }, createdAt: t.clock.now().toISOString() },
    ]);
    // The trail says that notes changed, never what they say.
    expect(JSON.stringify(trail)).not.toContain('Friday');
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'contacted', notes: 'Sarah to call again Friday' });
  });

  it('records each export on every lead it carried, by whoever exported', async () => {
    const mine = await insertLead(t.db, { clientName: 'Exported Once', clientEmail: 'exported.trail@example.com', agentId: sarahId });
    const marcs = await insertLead(t.db, { clientName: 'Exported Marc', clientEmail: 'exported.trail.marc@example.com', agentId: marcId });
    expect((await t.as('sarah').get('/api/me/leads/export.csv?q=exported.trail')).status).toBe(200);
    expect((await activityOf('sarah', mine.id)).map((a) => [a.kind, a.actor.name])).toEqual([['exported', 'Sarah Chen']]);
    // Sarah's export carried only her own lead.
    expect(await activityOf('marc', marcs.id)).toEqual([]);
    expect((await t.as('admin').get('/api/admin/leads/export.csv?q=exported.trail')).status).toBe(200);
    expect((await activityOf('marc', marcs.id)).map((a) => [a.kind, a.actor.name])).toEqual([['exported', 'Alex Morgan']]);
    expect((await activityOf('admin', mine.id)).map((a) => [a.kind, a.actor.name])).toEqual([
      ['exported', 'Sarah Chen'],
      ['exported', 'Alex Morgan'],
    ]);
    // An export that matches nothing writes nothing.
    const before = await t.db.$count(leadActivity);
    expect((await t.as('admin').get('/api/admin/leads/export.csv?q=nobody-matches-this')).status).toBe(200);
    expect(await t.db.$count(leadActivity)).toBe(before);
  });

  it("is shown to the lead's agent only: agent B gets 404 for A's lead and its trail", async () => {
    const lead = await insertLead(t.db, { clientName: 'Trail Of A', agentId: sarahId });
    await t.as('sarah').patch(`/api/me/leads/${lead.id}`, { status: 'qualified' });
    const asMarc = await t.as('marc').get(`/api/me/leads/${lead.id}`);
    expect(asMarc.status).toBe(404);
    expect(await asMarc.text()).not.toContain('Trail Of A');
    expect((await activityOf('sarah', lead.id)).map((a) => a.kind)).toEqual(['status_changed']);
    // Once the lead is Marc's, so is its trail (its story so far included); Sarah's is gone.
    await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId: marcId });
    expect((await activityOf('marc', lead.id)).map((a) => a.kind)).toEqual(['status_changed', 'assigned']);
    expect((await t.as('sarah').get(`/api/me/leads/${lead.id}`)).status).toBe(404);
  });

  it('goes with the lead when the lead is deleted', async () => {
    const lead = await insertLead(t.db, { clientName: 'Deleted With Trail', agentId: sarahId });
    await t.as('sarah').patch(`/api/me/leads/${lead.id}`, { status: 'closed', notes: 'Done' });
    expect(await t.db.$count(leadActivity, eq(leadActivity.leadId, lead.id))).toBe(2);
    expect((await t.as('admin').delete(`/api/admin/leads/${lead.id}`)).status).toBe(204);
    expect(await t.db.$count(leadActivity, eq(leadActivity.leadId, lead.id))).toBe(0);
    expect((await t.as('admin').get(`/api/admin/leads/${lead.id}`)).status).toBe(404);
  });

  it("keeps the agent's name after the agent is deleted", async () => {
    const temp = await insertAgent(t.db, { name: 'Temporary Agent' });
    const lead = await insertLead(t.db, { clientName: 'Outlives Its Agent' });
    await t.as('admin').patch(`/api/admin/leads/${lead.id}`, { agentId: temp.id });
    expect((await t.as('admin').delete(`/api/admin/agents/${temp.id}`)).status).toBe(204);
    // The agent's leads stay, unassigned (decision 013); the trail still names who had it.
    const res = await json(await t.as('admin').get(`/api/admin/leads/${lead.id}`));
    expect(res.agentId).toBeNull();
    expect(res.activity).toEqual([expect.objectContaining({ kind: 'assigned', agentName: 'Temporary Agent', actor: { type: 'user', name: 'Alex Morgan' } })]);
    expect(await t.db.$count(leadActivity, and(eq(leadActivity.leadId, lead.id), eq(leadActivity.kind, 'assigned')))).toBe(1);
  });
});
