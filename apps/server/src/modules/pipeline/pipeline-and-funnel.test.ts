// The pipeline board (issue 40 §1) and the funnel reports beside it (§7, funnel-report.service.ts),
// decision 102: columns aggregated on the server (count, total amount, days in stage, outstanding
// documents, stale flag from the setting), a move through the files' own stage route, and the
// funnel by month, source and agent with the median days in each stage, as JSON and CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { analyticsEvents } from '@maple/db/schema/analytics-events';
import { fileDocumentItems } from '@maple/db/schema/file-documents';
import { mortgageFiles, mortgageFileStageChanges } from '@maple/db/schema/mortgage-files';
import { applicationSteps } from '@maple/db/schema/portal';
import { insertAgent, insertLead } from '@maple/db/seed/factories';
import { brokerageDay } from '@maple/shared/brokerage-day';
import type { FileStage } from '@maple/shared/schemas/file-stages';
import type { FunnelReport, PipelineBoard } from '@maple/shared/schemas/pipeline';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { monthBefore } from '../analytics/funnel-report.service.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const slugs = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = slugs.find((a) => a.slug === 'sarahchen')!.id;
  marcId = slugs.find((a) => a.slug === 'marcgagnon')!.id;
});
afterAll(() => t.close());

const ago = (days: number) => new Date(t.clock.now().getTime() - days * dayMs);

/** A file of `agentId` at `stage` since `daysAgo`, with its stage history (each `[stage, daysAgo]`), the lead made `leadDaysAgo` ago. */
async function fileOf(agentId: string, clientName: string, history: [FileStage, number][], over: { amount?: number; leadDaysAgo?: number; source?: 'website' | 'Manual' } = {}) {
  const lead = await insertLead(t.db, { agentId, clientName, source: over.source ?? 'website', createdAt: ago(over.leadDaysAgo ?? 30), metadata: over.amount ? { mortgageAmount: over.amount } : {} });
  const [stage, since] = history.at(-1)!;
  const closed = ['funded', 'withdrawn', 'declined'].includes(stage);
  const [file] = await t.db.insert(mortgageFiles).values({ leadId: lead.id, stage, createdAt: ago(history[0]![1]), stageChangedAt: ago(since), closedAt: closed ? ago(since) : null }).returning();
  let from: FileStage | null = null;
  for (const [to, daysAgo] of history) {
    await t.db.insert(mortgageFileStageChanges).values({ fileId: file!.id, fromStage: from, toStage: to, createdAt: ago(daysAgo) });
    from = to;
  }
  return { leadId: lead.id, fileId: file!.id };
}

/** Views of an agent's public profile, the per-profile count the site keeps (analytics.service.ts). */
const viewsOf = (agentId: string, ...at: Date[]) => t.db.insert(analyticsEvents).values(at.map((createdAt) => ({ agentId, eventType: 'page_view', createdAt })));
const sum = (rows: { profileViews: number }[]) => rows.reduce((total, row) => total + row.profileViews, 0);

describe('the pipeline board', () => {
  it('answers each stage with its count, total and cards: amount, days in stage, documents outstanding, stale past the setting', async () => {
    const agent = await insertAgent(t.db, { name: 'Board Agent', profileSlug: 'board-agent', email: 'board.agent@example.com' });
    const old = await fileOf(agent.id, 'Old Started', [['started', 20]], { amount: 400_000 });
    await fileOf(agent.id, 'Fresh Started', [['started', 3]], { amount: 250_000.5 });
    const review = await fileOf(agent.id, 'In Review', [['started', 9], ['submitted', 6], ['in_review', 2]]);
    // The borrower's own application step wins over the form's amount.
    await t.db.insert(applicationSteps).values({ fileId: review.fileId, step: 'mortgage', value: { amount: 512_345.67, type: 'fixed' }, savedAt: ago(5) });
    const funded = await fileOf(agent.id, 'Funded Long Ago', [['started', 90], ['funded', 60]], { amount: 300_000 });
    const item = { key: 'agent:x', origin: 'agent' as const, label: 'Letter', createdAt: ago(5), updatedAt: ago(5) };
    await t.db.insert(fileDocumentItems).values([
      { ...item, fileId: old.fileId, status: 'requested' },
      { ...item, key: 'agent:y', fileId: old.fileId, status: 'needs_attention' },
      { ...item, key: 'agent:z', fileId: old.fileId, status: 'accepted' },
      { ...item, key: 'agent:w', fileId: old.fileId, status: 'requested', removedAt: ago(1) },
    ]);

    const board = (await json(await t.as('admin').get(`/api/admin/pipeline?agentId=${agent.id}`))) as PipelineBoard;
    expect(board.staleDays).toBe(14);
    expect(board.columns.map((c) => c.stage)).toEqual(['started', 'submitted', 'in_review', 'sent_to_lender', 'approved_with_conditions', 'conditions_met', 'funded', 'withdrawn', 'declined']);
    const column = (stage: FileStage) => board.columns.find((c) => c.stage === stage)!;
    expect(column('started')).toMatchObject({ count: 2, totalAmount: 650_000.5 });
    expect(column('started').cards.map((c) => [c.clientName, c.daysInStage, c.outstandingDocuments, c.stale, c.amount])).toEqual([
      ['Fresh Started', 3, 0, false, 250_000.5],
      ['Old Started', 20, 2, true, 400_000],
    ]);
    expect(column('in_review')).toMatchObject({ count: 1, totalAmount: 512_345.67 });
    expect(column('in_review').cards[0]).toMatchObject({ fileId: review.fileId, leadId: review.leadId, agentName: 'Board Agent', daysInStage: 2, stale: false });
    // A closed file is never stale, however long ago it moved.
    expect(column('funded').cards[0]).toMatchObject({ fileId: funded.fileId, daysInStage: 60, stale: false });
    expect(column('submitted')).toEqual({ stage: 'submitted', count: 0, totalAmount: 0, cards: [] });

    // The setting moves the flag.
    const settings = (await json(await t.as('admin').get('/api/admin/settings'))).settings;
    expect((await t.as('admin').put('/api/admin/settings', { ...settings, pipelineStaleDays: 2 })).status).toBe(200);
    const stricter = (await json(await t.as('admin').get(`/api/admin/pipeline?agentId=${agent.id}`))) as PipelineBoard;
    expect(stricter.columns.flatMap((c) => c.cards.filter((card) => card.stale).map((card) => card.clientName)).sort()).toEqual(['Fresh Started', 'In Review', 'Old Started']);
    await t.as('admin').put('/api/admin/settings', { ...settings, pipelineStaleDays: 14 });
    const refused = await t.as('admin').put('/api/admin/settings', { ...settings, pipelineStaleDays: 0 });
    expect(refused.status).toBe(400);
    expect(Object.keys((await json(refused)).error.fields)).toEqual(['pipelineStaleDays']);
  });

  it("shows an agent their own files only, and a move through the stage route shows in its new column", async () => {
    const mine = await fileOf(sarahId, 'Sarah Board Client', [['started', 4]], { amount: 100_000 });
    const cardsOf = (board: PipelineBoard) => board.columns.flatMap((c) => c.cards.map((card) => ({ stage: c.stage, ...card })));
    const sarahs = cardsOf((await json(await t.as('sarah').get('/api/me/pipeline'))) as PipelineBoard);
    expect(sarahs.find((card) => card.fileId === mine.fileId)).toMatchObject({ stage: 'started', daysInStage: 4 });
    expect(sarahs.every((card) => card.agentId === sarahId)).toBe(true);
    // Marc's board, even asking for Sarah's, has none of hers.
    const marcs = cardsOf((await json(await t.as('marc').get(`/api/me/pipeline?agentId=${sarahId}`))) as PipelineBoard);
    expect(marcs.some((card) => card.agentId === sarahId)).toBe(false);

    expect((await t.as('sarah').post(`/api/me/leads/${mine.leadId}/files/${mine.fileId}/stage`, { stage: 'sent_to_lender' })).status).toBe(200);
    const moved = cardsOf((await json(await t.as('sarah').get('/api/me/pipeline'))) as PipelineBoard).find((card) => card.fileId === mine.fileId);
    expect(moved).toMatchObject({ stage: 'sent_to_lender', daysInStage: 0, stale: false });
  });
});

describe('the funnel', () => {
  it('counts profile views, leads, files and funded by month, source and agent, with the median days in each stage; CSV alike', async () => {
    const agent = await insertAgent(t.db, { name: 'Funnel Agent', profileSlug: 'funnel-agent', email: 'funnel.agent@example.com' });
    const thisMonth = brokerageDay(t.clock.now()).slice(0, 7);
    const lastMonth = monthBefore(thisMonth, 1);
    // Two views this month, one last month (mid-month: the same month in any time zone), one before the period; another agent's view this month.
    await viewsOf(agent.id, ago(0), ago(0), new Date(`${lastMonth}-15T12:00:00Z`), ago(400));
    await viewsOf(sarahId, ago(0));
    await insertLead(t.db, { agentId: agent.id, source: 'Manual', createdAt: ago(0) });
    await fileOf(agent.id, 'A', [['started', 10], ['submitted', 6], ['in_review', 1]], { leadDaysAgo: 0 });
    await fileOf(agent.id, 'B', [['started', 12], ['submitted', 10], ['funded', 2]], { leadDaysAgo: 0, source: 'Manual' });
    await fileOf(agent.id, 'C', [['started', 8], ['withdrawn', 6]], { leadDaysAgo: 0 });
    // Before the period: counted nowhere.
    await insertLead(t.db, { agentId: agent.id, createdAt: ago(400) });

    const report = (await json(await t.as('admin').get(`/api/admin/analytics/funnel?months=3&agentId=${agent.id}`))) as FunnelReport;
    expect(report).toMatchObject({ from: monthBefore(thisMonth, 2), to: thisMonth });
    expect(report.byMonth.map((row) => row.month)).toEqual([monthBefore(thisMonth, 2), lastMonth, thisMonth]);
    expect(report.byMonth).toEqual([
      { month: monthBefore(thisMonth, 2), profileViews: 0, leads: 0, files: 0, funded: 0 },
      { month: lastMonth, profileViews: 1, leads: 0, files: 0, funded: 0 },
      { month: thisMonth, profileViews: 2, leads: 4, files: 3, funded: 1 },
    ]);
    // A view has no lead source: the source rows carry none.
    expect(report.bySource).toEqual([
      { source: 'website', leads: 2, files: 2, funded: 0 },
      { source: 'Manual', leads: 2, files: 1, funded: 1 },
    ]);
    expect(report.byAgent).toEqual([{ agentId: agent.id, agentName: 'Funnel Agent', profileViews: 3, leads: 4, files: 3, funded: 1 }]);
    // An agent whose profile was viewed but who had no lead in the period still shows, with their views.
    const viewed = await insertAgent(t.db, { name: 'Viewed Agent', profileSlug: 'viewed-agent', email: 'viewed.agent@example.com' });
    await viewsOf(viewed.id, ago(0));
    const viewedOnly = (await json(await t.as('admin').get(`/api/admin/analytics/funnel?months=3&agentId=${viewed.id}`))) as FunnelReport;
    expect(viewedOnly.byAgent).toEqual([{ agentId: viewed.id, agentName: 'Viewed Agent', profileViews: 1, leads: 0, files: 0, funded: 0 }]);
    expect(viewedOnly.byMonth.at(-1)).toEqual({ month: thisMonth, profileViews: 1, leads: 0, files: 0, funded: 0 });
    // Every agent's views in the console's whole report.
    const all = (await json(await t.as('admin').get('/api/admin/analytics/funnel?months=3'))) as FunnelReport;
    expect(all.byAgent.find((row) => row.agentId === agent.id)?.profileViews).toBe(3);
    expect(all.byAgent.find((row) => row.agentId === sarahId)?.profileViews).toBeGreaterThanOrEqual(1);
    expect(sum(all.byMonth)).toBe(sum(all.byAgent));
    const median = (stage: FileStage) => report.stageDays.find((row) => row.stage === stage);
    // started: 4, 2 and 2 days; submitted: 5 and 8 days; in_review and the closed stages never left.
    expect(median('started')).toEqual({ stage: 'started', medianDays: 2, stays: 3 });
    expect(median('submitted')).toEqual({ stage: 'submitted', medianDays: 6.5, stays: 2 });
    expect(median('in_review')).toEqual({ stage: 'in_review', medianDays: null, stays: 0 });

    // The agent's own report has only their leads and the views of their own profile: another agent's id finds nothing.
    const other = (await json(await t.as('marc').get(`/api/me/analytics/funnel?agentId=${agent.id}`))) as FunnelReport;
    expect(other.byAgent.every((row) => row.agentName !== 'Funnel Agent')).toBe(true);
    expect(sum(other.byMonth)).toBe(0);
    const before = (await json(await t.as('marc').get('/api/me/analytics/funnel'))) as FunnelReport;
    await viewsOf(marcId, ago(0));
    const own = (await json(await t.as('marc').get('/api/me/analytics/funnel'))) as FunnelReport;
    expect(own.byAgent.map((row) => row.agentId)).toEqual([marcId]);
    expect(own.byAgent[0]!.profileViews).toBe(sum(before.byAgent) + 1);
    expect(own.byMonth.at(-1)!.profileViews).toBe(before.byMonth.at(-1)!.profileViews + 1);
    expect(sum(own.byMonth)).toBe(sum(own.byAgent));

    const csv = await t.as('admin').get(`/api/admin/analytics/funnel.csv?months=3&agentId=${agent.id}`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Report,Group,Profile views,Leads,Files,Funded,Median days,Stays');
    expect(lines).toContain(`month,${thisMonth},2,4,3,1,,`);
    expect(lines).toContain(`month,${lastMonth},1,0,0,0,,`);
    expect(lines).toContain('source,website,,2,2,0,,');
    expect(lines).toContain('agent,Funnel Agent,3,4,3,1,,');
    expect(lines).toContain('stage,submitted,,,,,6.5,2');
    expect((await t.as('admin').get('/api/admin/analytics/funnel?months=25')).status).toBe(400);

    // A download link sends no language header: the CSV is in the language the user chose for the
    // back office (French here), and a page's header still wins.
    expect((await t.as('marc').patch('/api/me', { language: 'fr' })).status).toBe(200);
    const firstLine = async (headers?: Record<string, string>) => (await (await t.as('marc').get('/api/me/analytics/funnel.csv', { headers })).text()).replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(await firstLine()).toBe('Rapport,Groupe,Consultations du profil,Prospects,Dossiers,Financés,Jours (médiane),Séjours');
    expect(await firstLine({ 'X-Maple-Language': 'en' })).toBe('Report,Group,Profile views,Leads,Files,Funded,Median days,Stays');
    expect((await t.as('marc').patch('/api/me', { language: 'en' })).status).toBe(200);
  });
});
