import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles, mortgageFileStageChanges } from '@maple/db/schema/mortgage-files';
import { leadsMessages } from '@maple/shared/messages/leads';
import { mortgageFilesMessages as m } from '@maple/shared/messages/mortgage-files';
import type { Actor } from '@maple/shared/permissions';
import { isClosedStage, type ListFilesQuery, type MortgageFile, type MortgageFileList, type MoveFileStageInput } from '@maple/shared/schemas/mortgage-files';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { scopeFor } from '../../lib/scope.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.service.ts';
import { recordUserActivity, recordVisitorActivity } from '../leads/lead-trail.service.ts';
import { addMainApplicant } from '../portal/portal.service.ts';
import { saveShortForm } from '../portal/application.service.ts';
import type { ShortFormValues } from '@maple/shared/schemas/application/short-form';

type FileRow = typeof mortgageFiles.$inferSelect;
type LeadOfFile = { id: string; agentId: string | null; clientName: string; clientEmail: string; language: 'en' | 'fr' };

const leadColumns = { id: leads.id, agentId: leads.agentId, clientName: leads.clientName, clientEmail: leads.clientEmail, language: leads.language };

/** The lead, within the actor's scope: another agent's lead is 404 with the leads' own message. Held (FOR KEY SHARE) when `lock`. */
async function leadInScope(db: Db | Tx, actor: Actor | null, leadId: string, permission: 'mortgageFile:read' | 'mortgageFile:create' | 'mortgageFile:update', lock = false): Promise<LeadOfFile> {
  const query = db.select(leadColumns).from(leads).where(and(eq(leads.id, leadId), scopeFor(actor, permission)));
  const [lead] = lock ? await query.for('key share') : await query;
  if (!lead) throw new AppError('not_found', leadsMessages.notFound);
  return lead;
}

/** The files' timelines, oldest change first, by file id. */
async function historiesOf(db: Db | Tx, fileIds: readonly string[]): Promise<Map<string, MortgageFile['history']>> {
  const histories = new Map<string, MortgageFile['history']>(fileIds.map((id) => [id, []]));
  if (fileIds.length === 0) return histories;
  const rows = await db.select().from(mortgageFileStageChanges).where(inArray(mortgageFileStageChanges.fileId, [...fileIds])).orderBy(asc(mortgageFileStageChanges.seq));
  for (const row of rows) {
    histories.get(row.fileId)!.push({ from: row.fromStage, to: row.toStage, note: row.note, changedByName: row.changedByName, at: row.createdAt.toISOString() });
  }
  return histories;
}

function toFile(row: FileRow, lead: LeadOfFile, history: MortgageFile['history']): MortgageFile {
  return {
    id: row.id,
    leadId: row.leadId,
    agentId: lead.agentId,
    clientName: lead.clientName,
    stage: row.stage,
    language: lead.language,
    createdAt: row.createdAt.toISOString(),
    stageChangedAt: row.stageChangedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    history,
  };
}

/** A lead's files, newest first: at most one open, then the closed ones. */
export async function listLeadFiles(deps: Deps, actor: Actor | null, leadId: string): Promise<MortgageFileList> {
  const lead = await leadInScope(deps.db, actor, leadId, 'mortgageFile:read');
  const rows = await deps.db.select().from(mortgageFiles).where(eq(mortgageFiles.leadId, lead.id)).orderBy(desc(mortgageFiles.createdAt), desc(mortgageFiles.id));
  const histories = await historiesOf(deps.db, rows.map((row) => row.id));
  return { items: rows.map((row) => toFile(row, lead, histories.get(row.id)!)), total: rows.length };
}

/** One page of the files the actor may read, newest first, by stage, agent and client name. */
export async function listFiles(deps: Deps, actor: Actor | null, query: ListFilesQuery): Promise<MortgageFileList> {
  const conditions: (SQL | undefined)[] = [scopeFor(actor, 'mortgageFile:read')];
  if (query.stage) conditions.push(eq(mortgageFiles.stage, query.stage));
  if (query.agentId) conditions.push(eq(leads.agentId, query.agentId));
  if (query.q) conditions.push(ilike(leads.clientName, containsPattern(query.q)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ file: mortgageFiles, lead: leadColumns })
      .from(mortgageFiles)
      .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
      .where(where)
      .orderBy(desc(mortgageFiles.createdAt), desc(mortgageFiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(mortgageFiles).innerJoin(leads, eq(leads.id, mortgageFiles.leadId)).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  const histories = await historiesOf(deps.db, rows.map((row) => row.file.id));
  return { items: rows.map((row) => toFile(row.file, row.lead, histories.get(row.file.id)!)), total };
}

/**
 * Starts a lead's mortgage file at `started` ("Start application"): on the lead's trail, with the
 * client as the portal's main applicant and their link mailed, in one transaction. A lead with an open file is 409, even when two starts race (the partial unique index).
 */
export async function startFile(deps: Deps, actor: Actor | null, leadId: string): Promise<MortgageFile> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const lead = await leadInScope(tx, actor, leadId, 'mortgageFile:create', true);
      const [open] = await tx.select({ id: mortgageFiles.id }).from(mortgageFiles).where(and(eq(mortgageFiles.leadId, lead.id), isNull(mortgageFiles.closedAt)));
      if (open) throw new AppError('conflict', m.alreadyOpen);
      const [row] = await tx.insert(mortgageFiles).values({ leadId: lead.id, stage: 'started', createdAt: now, stageChangedAt: now }).returning();
      const who = await recordUserActivity(tx, now, actor!, lead.id, { kind: 'file_started', detail: { fileId: row!.id } });
      await tx.insert(mortgageFileStageChanges).values({ fileId: row!.id, fromStage: null, toStage: 'started', changedByUserId: who.userId, changedByName: who.name, createdAt: now });
      // The client gets access to the portal and a mailed link to it (issue 39 §2).
      await addMainApplicant(tx, now, row!.id, { name: lead.clientName, email: lead.clientEmail, language: lead.language });
      const file = toFile(row!, lead, (await historiesOf(tx, [row!.id])).get(row!.id)!);
      deps.logger.info('mortgage file started', { leadId: lead.id, fileId: file.id });
      return file;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'mortgage_files_one_open_per_lead')) throw new AppError('conflict', m.alreadyOpen);
    throw error;
  }
}

/**
 * Starts the files of new leads from the public application form (issue 39 §1): the lead and its
 * file are made together, in the lead's transaction, the client the portal's main applicant with
 * their link mailed. The trail says the visitor started it; a new lead has no file yet. The form is
 * the application's first step: what it asked (contact, amount, the property's address) is kept
 * with the file to start the portal's steps, which the borrower confirms (`saveShortForm`).
 */
export async function startVisitorFiles(
  tx: Tx,
  now: Date,
  clients: readonly { leadId: string; name: string; email: string; language: 'en' | 'fr'; shortForm?: ShortFormValues }[],
): Promise<void> {
  if (clients.length === 0) return;
  const rows = await tx
    .insert(mortgageFiles)
    .values(clients.map((client) => ({ leadId: client.leadId, stage: 'started' as const, createdAt: now, stageChangedAt: now })))
    .returning({ id: mortgageFiles.id, leadId: mortgageFiles.leadId });
  const fileOf = new Map(rows.map((row) => [row.leadId, row.id]));
  await tx.insert(mortgageFileStageChanges).values(rows.map((row) => ({ fileId: row.id, fromStage: null, toStage: 'started' as const, createdAt: now })));
  await recordVisitorActivity(tx, now, rows.map((row) => ({ leadId: row.leadId, kind: 'file_started' as const, detail: { fileId: row.id } })));
  for (const { shortForm, ...client } of clients) {
    const fileId = fileOf.get(client.leadId)!;
    await addMainApplicant(tx, now, fileId, client);
    if (shortForm) await saveShortForm(tx, now, fileId, shortForm);
  }
}

/**
 * The borrower's submission moves the file from `started` to `submitted` (issue 39 §7): on its
 * timeline by the applicant's name, on the lead's trail as the visitor's, and to webhooks as
 * `file.stage_changed`, in the submission's transaction. Any other stage is a conflict.
 */
export async function recordBorrowerSubmission(tx: Tx, now: Date, fileId: string, byName: string): Promise<void> {
  const [row] = await tx.select().from(mortgageFiles).where(eq(mortgageFiles.id, fileId)).for('update');
  if (!row || row.stage !== 'started' || row.closedAt) throw new AppError('conflict', m.sameStage);
  const [moved] = await tx.update(mortgageFiles).set({ stage: 'submitted', stageChangedAt: now }).where(eq(mortgageFiles.id, row.id)).returning();
  await tx.insert(mortgageFileStageChanges).values({ fileId: row.id, fromStage: 'started', toStage: 'submitted', changedByName: byName, createdAt: now });
  await recordVisitorActivity(tx, now, [{ leadId: row.leadId, kind: 'file_stage_changed', detail: { fileId: row.id, from: 'started', to: 'submitted' } }]);
  const [lead] = await tx.select(leadColumns).from(leads).where(eq(leads.id, row.leadId));
  const { history: _history, ...announced } = toFile(moved!, lead!, []);
  await emitWebhookEvent(tx, now, 'file.stage_changed', { ...announced, from: 'started', to: 'submitted' });
}

/**
 * Moves an open file to another stage, forward or back, or closes it (funded, withdrawn, declined).
 * The move is on the file's timeline and the lead's trail and goes out as `file.stage_changed`,
 * all in one transaction. A closed file is 409; so is a move to the stage it is at.
 */
export async function moveFileStage(deps: Deps, actor: Actor | null, leadId: string, fileId: string, input: MoveFileStageInput): Promise<MortgageFile> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const lead = await leadInScope(tx, actor, leadId, 'mortgageFile:update', true);
    const [row] = await tx.select().from(mortgageFiles).where(and(eq(mortgageFiles.id, fileId), eq(mortgageFiles.leadId, lead.id))).for('update');
    if (!row) throw new AppError('not_found', m.notFound);
    if (isClosedStage(row.stage)) throw new AppError('conflict', m.closed);
    if (row.stage === input.stage) throw new AppError('conflict', m.sameStage);
    const [moved] = await tx
      .update(mortgageFiles)
      .set({ stage: input.stage, stageChangedAt: now, closedAt: isClosedStage(input.stage) ? now : null })
      .where(eq(mortgageFiles.id, row.id))
      .returning();
    const who = await recordUserActivity(tx, now, actor!, lead.id, { kind: 'file_stage_changed', detail: { fileId: row.id, from: row.stage, to: input.stage } });
    await tx.insert(mortgageFileStageChanges).values({ fileId: row.id, fromStage: row.stage, toStage: input.stage, note: input.note ?? null, changedByUserId: who.userId, changedByName: who.name, createdAt: now });
    const file = toFile(moved!, lead, (await historiesOf(tx, [row.id])).get(row.id)!);
    // The receiver gets the file without the notes of its timeline: those are the brokerage's own.
    const { history: _history, ...announced } = file;
    await emitWebhookEvent(tx, now, 'file.stage_changed', { ...announced, from: row.stage, to: input.stage });
    deps.logger.info('mortgage file stage changed', { leadId: lead.id, fileId: row.id, from: row.stage, to: input.stage });
    return file;
  });
}
