// A lead's mortgage file and its stages to funding (issue 39 §1, §8 and §11; decision 092): what the
// owning agent, another agent and the super admin may do, and what the trail, the timeline and
// the webhooks record.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { leadActivity } from '@maple/db/schema/lead-activity';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { webhookDeliveries, webhooks } from '@maple/db/schema/webhooks';
import { insertLead } from '@maple/db/seed/factories';
import { leadsMessages } from '@maple/shared/messages/leads';
import { mortgageFilesMessages as m } from '@maple/shared/messages/mortgage-files';
import type { MortgageFile, MortgageFileList } from '@maple/shared/schemas/mortgage-files';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = ids.find((a) => a.slug === 'sarahchen')!.id;
  marcId = ids.find((a) => a.slug === 'marcgagnon')!.id;
});
afterAll(() => t.close());

const leadOf = async (agentId: string, clientName = 'Filed Client') => (await insertLead(t.db, { agentId, clientName })).id;
const start = async (leadId: string, who: 'sarah' | 'admin' = 'sarah') => t.as(who).post(`/api/${who === 'admin' ? 'admin' : 'me'}/leads/${leadId}/files`, {});
const move = (leadId: string, fileId: string, body: unknown, who: 'sarah' | 'marc' | 'admin' = 'sarah') =>
  t.as(who).post(`/api/${who === 'admin' ? 'admin' : 'me'}/leads/${leadId}/files/${fileId}/stage`, body);

describe('starting a file', () => {
  it('starts at "started" from the dashboard, on the lead\'s trail and timeline, named after the lead', async () => {
    const leadId = await leadOf(sarahId, 'Hélène Côté');
    const res = await start(leadId);
    expect(res.status).toBe(201);
    const file = (await json(res)) as MortgageFile;
    expect(file).toMatchObject({ leadId, agentId: sarahId, clientName: 'Hélène Côté', stage: 'started', closedAt: null, language: 'en' });
    expect(file.history).toEqual([{ from: null, to: 'started', note: null, changedByName: 'Sarah Chen', at: t.clock.now().toISOString() }]);
    const trail = await t.db.select().from(leadActivity).where(eq(leadActivity.leadId, leadId));
    expect(trail.map((e) => ({ kind: e.kind, detail: e.detail, actorName: e.actorName }))).toContainEqual({ kind: 'file_started', detail: { fileId: file.id }, actorName: 'Sarah Chen' });
    const read = (await json(await t.as('sarah').get(`/api/me/leads/${leadId}`))) as { activity: { kind: string }[] };
    expect(read.activity.map((e) => e.kind)).toContain('file_started');
  });

  it('refuses a second open file on one lead with 409, and stores nothing more', async () => {
    const leadId = await leadOf(sarahId);
    expect((await start(leadId)).status).toBe(201);
    const again = await start(leadId, 'admin');
    expect(again.status).toBe(409);
    expect(((await json(again)) as { error: { message: string } }).error.message).toBe(m.alreadyOpen);
    expect(await t.db.$count(mortgageFiles, eq(mortgageFiles.leadId, leadId))).toBe(1);
  });

  it('lets only one of two simultaneous starts through', async () => {
    const leadId = await leadOf(sarahId);
    const statuses = (await Promise.all([start(leadId), start(leadId, 'admin')])).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await t.db.$count(mortgageFiles, eq(mortgageFiles.leadId, leadId))).toBe(1);
  });

  it("answers another agent 404 for the lead, as the lead itself does, and starts nothing", async () => {
    const leadId = await leadOf(sarahId);
    const res = await t.as('marc').post(`/api/me/leads/${leadId}/files`, {});
    expect(res.status).toBe(404);
    expect(((await json(res)) as { error: { message: string } }).error.message).toBe(leadsMessages.notFound);
    expect((await t.as('marc').get(`/api/me/leads/${leadId}/files`)).status).toBe(404);
    expect(await t.db.$count(mortgageFiles, eq(mortgageFiles.leadId, leadId))).toBe(0);
  });

  it('opens a new file once the last one is closed, and lists both, newest first', async () => {
    const leadId = await leadOf(sarahId);
    const first = (await json(await start(leadId))) as MortgageFile;
    t.clock.advance(60_000);
    expect((await move(leadId, first.id, { stage: 'withdrawn', note: 'Bought privately' })).status).toBe(200);
    t.clock.advance(60_000);
    const second = await start(leadId);
    expect(second.status).toBe(201);
    const list = (await json(await t.as('sarah').get(`/api/me/leads/${leadId}/files`))) as MortgageFileList;
    expect(list.items.map((f) => f.stage)).toEqual(['started', 'withdrawn']);
  });
});

describe('moving a file through the stages', () => {
  it('records each move on the timeline and the trail, and closes the file when funded', async () => {
    const leadId = await leadOf(sarahId);
    const file = (await json(await start(leadId))) as MortgageFile;
    for (const stage of ['submitted', 'in_review', 'sent_to_lender', 'approved_with_conditions', 'conditions_met']) {
      t.clock.advance(3_600_000);
      const res = await move(leadId, file.id, { stage });
      expect(res.status).toBe(200);
    }
    t.clock.advance(3_600_000);
    const funded = (await json(await move(leadId, file.id, { stage: 'funded', note: 'Funded by the lender' }, 'admin'))) as MortgageFile;
    expect(funded).toMatchObject({ stage: 'funded', closedAt: t.clock.now().toISOString(), stageChangedAt: t.clock.now().toISOString() });
    expect(funded.history.map((h) => `${h.from}→${h.to}`)).toEqual([
      'null→started',
      'started→submitted',
      'submitted→in_review',
      'in_review→sent_to_lender',
      'sent_to_lender→approved_with_conditions',
      'approved_with_conditions→conditions_met',
      'conditions_met→funded',
    ]);
    expect(funded.history.at(-1)).toMatchObject({ note: 'Funded by the lender', changedByName: 'Alex Morgan' });
    const moves = await t.db.select().from(leadActivity).where(eq(leadActivity.leadId, leadId));
    expect(moves.filter((e) => e.kind === 'file_stage_changed').map((e) => e.detail.to)).toEqual(['submitted', 'in_review', 'sent_to_lender', 'approved_with_conditions', 'conditions_met', 'funded']);
  });

  it('goes back a stage while open; a closed file or the same stage is 409 and changes nothing', async () => {
    const leadId = await leadOf(sarahId);
    const file = (await json(await start(leadId))) as MortgageFile;
    expect((await move(leadId, file.id, { stage: 'in_review' })).status).toBe(200);
    expect((await move(leadId, file.id, { stage: 'submitted' })).status).toBe(200);
    const same = await move(leadId, file.id, { stage: 'submitted' });
    expect(same.status).toBe(409);
    expect(((await json(same)) as { error: { message: string } }).error.message).toBe(m.sameStage);
    expect((await move(leadId, file.id, { stage: 'declined' })).status).toBe(200);
    const closed = await move(leadId, file.id, { stage: 'started' });
    expect(closed.status).toBe(409);
    expect(((await json(closed)) as { error: { message: string } }).error.message).toBe(m.closed);
    const [row] = await t.db.select().from(mortgageFiles).where(eq(mortgageFiles.id, file.id));
    expect(row!.stage).toBe('declined');
  });

  it('refuses an unknown stage by name, and another agent with 404 whatever the body', async () => {
    const leadId = await leadOf(sarahId);
    const file = (await json(await start(leadId))) as MortgageFile;
    const bad = await move(leadId, file.id, { stage: 'approved' });
    expect(bad.status).toBe(400);
    expect(((await json(bad)) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ stage: m.stageRequired });
    expect((await move(leadId, file.id, { stage: 'submitted' }, 'marc')).status).toBe(404);
    // A file id that is not this lead's is not found either.
    const otherLead = await leadOf(sarahId);
    expect((await move(otherLead, file.id, { stage: 'submitted' })).status).toBe(404);
    const [row] = await t.db.select().from(mortgageFiles).where(eq(mortgageFiles.id, file.id));
    expect(row!.stage).toBe('started');
  });

  it('sends file.stage_changed to the webhooks that want it, with the move and without the timeline\'s notes', async () => {
    const [hook] = await t.db.insert(webhooks).values({ url: 'https://crm.example/hooks/files', events: ['file.stage_changed'], secretEncrypted: t.secrets.encryptSecret('whsec_files-0123456789abcdef') }).returning();
    const leadId = await leadOf(sarahId, 'Webhook Client');
    const file = (await json(await start(leadId))) as MortgageFile;
    expect(await t.db.$count(webhookDeliveries, eq(webhookDeliveries.webhookId, hook!.id))).toBe(0);
    await move(leadId, file.id, { stage: 'submitted', note: 'Private note' });
    const deliveries = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook!.id));
    expect(deliveries).toHaveLength(1);
    const body = JSON.parse(deliveries[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe('file.stage_changed');
    expect(body.data).toMatchObject({ id: file.id, leadId, clientName: 'Webhook Client', from: 'started', to: 'submitted', stage: 'submitted' });
    expect(body.data).not.toHaveProperty('history');
    expect(deliveries[0]!.body).not.toContain('Private note');
    await t.db.delete(webhooks).where(eq(webhooks.id, hook!.id));
  });
});

describe('the lists of files', () => {
  it("shows an agent only their own leads' files, by stage and name; the console every agent's, by agent", async () => {
    const mine = await leadOf(sarahId, 'Listed Sarah Client');
    const theirs = await leadOf(marcId, 'Listed Marc Client');
    const fileOfSarah = (await json(await start(mine))) as MortgageFile;
    await start(theirs, 'admin');
    await move(mine, fileOfSarah.id, { stage: 'sent_to_lender' });

    const sarahs = (await json(await t.as('sarah').get('/api/me/files?pageSize=100'))) as MortgageFileList;
    expect(sarahs.items.every((f) => f.agentId === sarahId)).toBe(true);
    expect(sarahs.items.map((f) => f.clientName)).not.toContain('Listed Marc Client');
    const sent = (await json(await t.as('sarah').get('/api/me/files?stage=sent_to_lender&q=listed'))) as MortgageFileList;
    expect({ total: sent.total, names: sent.items.map((f) => f.clientName) }).toEqual({ total: 1, names: ['Listed Sarah Client'] });
    // An agent's agentId filter cannot widen the scope.
    const widened = (await json(await t.as('sarah').get(`/api/me/files?agentId=${marcId}`))) as MortgageFileList;
    expect(widened).toEqual({ items: [], total: 0 });

    const marcs = (await json(await t.as('admin').get(`/api/admin/files?agentId=${marcId}&q=listed`))) as MortgageFileList;
    expect(marcs.items.map((f) => f.clientName)).toEqual(['Listed Marc Client']);
    const page = (await json(await t.as('admin').get('/api/admin/files?pageSize=1&page=2'))) as MortgageFileList;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a stage the files do not have with 400', async () => {
    const res = await t.as('admin').get('/api/admin/files?stage=closed');
    expect(res.status).toBe(400);
  });

  it('goes with its lead when the lead is deleted', async () => {
    const leadId = await leadOf(sarahId);
    const file = (await json(await start(leadId))) as MortgageFile;
    expect((await t.as('admin').delete(`/api/admin/leads/${leadId}`)).status).toBe(204);
    expect(await t.db.$count(mortgageFiles, eq(mortgageFiles.id, file.id))).toBe(0);
  });
});
