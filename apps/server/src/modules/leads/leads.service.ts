import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { agentsMessages } from '@maple/shared/messages/agents';
import { errorsMessages } from '@maple/shared/messages/errors';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { identificationsMessages } from '@maple/shared/messages/identifications';
import { leadsMessages } from '@maple/shared/messages/leads';
import { scopeOf, type Actor } from '@maple/shared/permissions';
import type { LeadImportResult } from '@maple/shared/schemas/lead-import';
import type { WebhookEventType } from '@maple/shared/schemas/webhooks';
import { isRecordId } from '@maple/shared/schemas/path-params';
import {
  leadHoneypotField,
  reportTimeZone,
  sourcesMatching,
  type CreateManualLeadInput,
  recentApplicationsLimit,
  type CreateLeadInput,
  type Lead,
  type LeadList,
  type LeadWithActivity,
  type ListLeadsQuery,
  type UpdateConsoleLeadInput,
} from '@maple/shared/schemas/leads';
import { AppError } from '../../lib/app-error.ts';
import { assertCan, scopeWhere } from '../../lib/authorize.ts';
import { deleteScoped } from '../../lib/scoped-writes.ts';
import type { Deps } from '../../lib/deps.ts';
import { enqueueJob, enqueueJobs } from '../../lib/jobs/enqueue-job.ts';
import { groupCommit, type GroupWriter } from '../../lib/group-commit.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { Logger } from '../../lib/logger.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { listLeadActivity, recordLeadActivity, routingActor, userActor, visitorActor, type ActivityEntry } from './lead-activity.ts';
import { leadAssignmentJob, type LeadAssignmentPayload } from './lead-assignment-job.ts';
import { leadNotificationJob, type LeadNotificationPayload } from './lead-notification-job.ts';
import { leadProvince, routeLeads } from './lead-routing.ts';
import { checkLeadRows, readLeadCsv } from './lead-import.ts';
import { leadRecord } from './lead-record.ts';
import { recordWebhookEvents, webhookTargets } from '../webhooks/webhook-events.service.ts';
import { countLeadCreated } from '../../lib/metrics/process-metrics.ts';
import { paginate } from '../../lib/paginate.ts';
import { isForeignKeyViolation } from '../../lib/unique-violation.ts';
import { leadHasIdentifications } from '../identifications/identifications.service.ts';
import { newsletterConsentWording } from '@maple/shared/consent-wording';
import { consents } from '@maple/db/schema/consents';
import { queueWelcomeMails, recordConsents } from '../consents/consents.service.ts';
import { leadConsent } from './lead-consent.ts';

export type LeadDeps = { db: Db; clock: Clock; logger: Logger };

const m = leadManagementMessages;

/**
 * What follows the insert of a lead from a public source (a form, the chat), in the insert's
 * transaction: its trail begins ('created', by the visitor); a lead that came without an agent is
 * routed by the brokerage's `leadRouting` (issue 18); and the notification mail is queued, which
 * reads the lead's agent when it is sent, so a routed lead's mail goes to the routed agent. An
 * agent application (someone asking to join the team) is the brokerage's own and is never routed.
 */
export async function receiveLead(tx: Tx, payload: LeadNotificationPayload, now: Date): Promise<void> {
  await receiveLeads(tx, [payload], now);
}

/**
 * `receiveLead` for a batch of new leads (the lead writer's, decision 053): the same steps in a
 * few statements for the whole batch, the leads routed in the order given.
 */
async function receiveLeads(tx: Tx, payloads: readonly LeadNotificationPayload[], now: Date): Promise<void> {
  if (payloads.length === 0) return;
  const rows = await tx
    .select({ id: leads.id, agentId: leads.agentId, agentName: agents.name, source: leads.source, metadata: leads.metadata })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(inArray(leads.id, payloads.map((p) => p.leadId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const present = payloads.filter((p) => byId.has(p.leadId));
  if (present.length === 0) return;
  await recordLeadActivity(
    tx,
    now,
    visitorActor,
    present.map((p) => {
      const row = byId.get(p.leadId)!;
      return { leadId: p.leadId, kind: 'created', detail: { source: row.source, agentId: row.agentId, agentName: row.agentName } };
    }),
  );
  const unrouted = present.filter((p) => !byId.get(p.leadId)!.agentId && p.kind !== 'agent_application');
  if (unrouted.length > 0) {
    const { leadRouting } = await getBrokerageSettings(tx);
    const routed = await routeLeads(tx, leadRouting, unrouted.map((p) => leadProvince(byId.get(p.leadId)!.metadata ?? {})), now);
    const assigned = unrouted.flatMap((p, i) => (routed[i] ? [{ leadId: p.leadId, agent: routed[i] }] : []));
    if (assigned.length > 0) {
      const pairs = assigned.map(({ leadId, agent }) => sql`(${leadId}::uuid, ${agent.id}::uuid)`);
      await tx.execute(sql`update ${leads} set agent_id = routed.agent_id from (values ${sql.join(pairs, sql`, `)}) as routed(id, agent_id) where ${leads.id} = routed.id`);
      await recordLeadActivity(
        tx,
        now,
        routingActor,
        assigned.map(({ leadId, agent }) => ({
          leadId,
          kind: 'assigned',
          detail: { agentId: agent.id, agentName: agent.name, previousAgentId: null, previousAgentName: null, routedBy: agent.routedBy, province: agent.province },
        })),
      );
    }
  }
  await enqueueJobs(tx, leadNotificationJob, present, { runAt: now });
}

/**
 * The chat module's name for `receiveLead` (apps/server/src/modules/chat/chat-lead.ts calls it when
 * a conversation's lead is first stored): the same steps, trail and routing included.
 */
export const enqueueLeadNotification = receiveLead;

type LeadSubmission = {
  deps: LeadDeps;
  input: CreateLeadInput;
  record: ReturnType<typeof leadRecord>;
  agentId: string | null;
  idempotencyKey?: string;
  clientAddress: string | null;
};

/** Leads gathered within a batch at most, and batches written at once (of the pool's 10 connections). */
const leadBatch = { maxBatch: 200, maxConcurrent: 3 };
const leadWriters = new WeakMap<Db, GroupWriter<LeadSubmission, string | null>>();

/** The database's lead writer: one per database object, so one per process in production. */
function leadWriter(db: Db): GroupWriter<LeadSubmission, string | null> {
  let writer = leadWriters.get(db);
  if (!writer) leadWriters.set(db, (writer = groupCommit({ write: (batch) => storeLeads(db, batch), ...leadBatch })));
  return writer;
}

/**
 * Stores a lead from one of the public forms and, in the same transaction, the job that tells
 * whoever handles it by email. Anyone may call it. The request never waits for the mail server:
 * the job queue sends it, retrying while SMTP is down, and a crash between the two writes is
 * impossible because they commit together. Under load the leads arriving together are written in
 * one transaction (the lead writer, decision 053); the answer comes only once it has committed.
 */
export async function createLead(
  deps: LeadDeps,
  input: CreateLeadInput,
  options: { idempotencyKey?: string; clientAddress?: string } = {},
): Promise<{ id: string; stored: boolean }> {
  const { db, logger } = deps;
  if (input[leadHoneypotField]?.trim()) {
    // Bots get the answer a person gets, so they have no reason to try again differently.
    logger.info('lead honeypot filled; nothing stored', { kind: input.kind });
    return { id: randomUUID(), stored: false };
  }

  const agentId = 'agentId' in input ? input.agentId : undefined;
  const agent = agentId ? await findActiveAgent(db, agentId) : null;
  if (agentId && !agent) {
    throw new AppError('bad_request', leadsMessages.agentUnavailable, { agentId: leadsMessages.agentUnavailable });
  }

  const record = leadRecord(input, deps.clock.now());
  const { idempotencyKey } = options;
  const id = await leadWriter(db)({ deps, input, record, agentId: agent?.id ?? null, idempotencyKey, clientAddress: options.clientAddress ?? null });
  if (id === null) {
    const [earlier] = await db.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, idempotencyKey!));
    logger.info('lead resent with the same idempotency key; nothing stored', { leadId: earlier?.id ?? null });
    // The first one may have been deleted since; nothing is made again either way.
    return { id: earlier?.id ?? randomUUID(), stored: false };
  }
  logger.info('lead created', { leadId: id, kind: input.kind, chosenAgentId: agent?.id ?? null });
  countLeadCreated(record.source);
  return { id, stored: true };
}

/**
 * Writes a batch of submissions in one transaction: the leads, their consents, trails, routing,
 * mail jobs and webhook events, each step one statement or a few for the whole batch. Answers each
 * submission's new id, or null when its Idempotency-Key was already taken (by a lead stored
 * before, or by an earlier submission of this batch: a second request with the same key, resent
 * by the proxy or racing the first, inserts nothing and answers with the first one's lead once it
 * has committed). The rows go in the order of their keys, so two batches holding the same keys
 * wait for each other's commit on the unique index instead of in a circle.
 */
async function storeLeads(db: Db, batch: LeadSubmission[]): Promise<(string | null)[]> {
  const now = batch[0]!.deps.clock.now();
  const ids = batch.map(() => randomUUID());
  const firstWithKey = new Map<string, number>();
  batch.forEach((s, i) => {
    if (s.idempotencyKey !== undefined && !firstWithKey.has(s.idempotencyKey)) firstWithKey.set(s.idempotencyKey, i);
  });
  const inserting = batch
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => s.idempotencyKey === undefined || firstWithKey.get(s.idempotencyKey) === i)
    .sort((a, b) => (a.s.idempotencyKey ?? '').localeCompare(b.s.idempotencyKey ?? ''));
  const stored = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(leads)
      .values(inserting.map(({ s, i }) => ({ ...s.record, id: ids[i], agentId: s.agentId, createdAt: now, idempotencyKey: s.idempotencyKey })))
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id });
    const inserted = new Set(rows.map((row) => row.id));
    // Back in the order the submissions came, which is the order they are routed in.
    const fresh = batch.map((s, i) => ({ s, id: ids[i]! })).filter(({ id }) => inserted.has(id));
    await recordLeadConsents(tx, fresh, now);
    await receiveLeads(tx, fresh.map(({ s, id }) => ({ leadId: id, kind: s.input.kind })), now);
    await emitLeadsEvents(tx, now, fresh.map(({ id }) => id), { created: true });
    return inserted;
  });
  return ids.map((id) => (stored.has(id) ? id : null));
}

/**
 * A sign-up, or a contact form whose consent box is ticked (the schema requires it), keeps its
 * consent record with the lead (issue 26): the words shown, as the form showed them, from the
 * page the form names and the client's address. A new subscriber is welcomed by mail, queued here
 * so that a lead rolled back sends nothing.
 */
async function recordLeadConsents(tx: Tx, fresh: readonly { s: LeadSubmission; id: string }[], now: Date): Promise<void> {
  const consenting = fresh.filter(({ s }) => s.input.kind === 'newsletter' || s.input.kind === 'contact');
  if (consenting.length === 0) return;
  const newsletterWording = consenting.some(({ s }) => s.input.kind === 'newsletter') ? newsletterConsentWording(await getBrokerageSettings(tx)) : '';
  const consentIds = await recordConsents(
    tx,
    consenting.map(({ s, id }) => {
      const input = s.input as Extract<CreateLeadInput, { kind: 'newsletter' | 'contact' }>;
      return {
        leadId: id,
        email: input.email,
        purpose: input.kind,
        wording: input.kind === 'newsletter' ? newsletterWording : leadsMessages.consentText,
        givenAt: now,
        clientAddress: s.clientAddress,
        page: input.page ?? null,
        method: 'form' as const,
      };
    }),
  );
  await queueWelcomeMails(tx, consentIds.filter((_, i) => consenting[i]!.s.input.kind === 'newsletter'), now);
}

/** Leads go only to agents the public can see; the CRM address is read here and never returned. */
async function findActiveAgent(db: Db, id: string) {
  const [agent] = await db
    .select({ id: agents.id, name: agents.name, email: agents.email, crmEmail: agents.crmEmail })
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.isActive, true)));
  return agent ?? null;
}

// Signed-in verbs: the console sees every lead, an agent only the leads tied to their agent id.
// scopeWhere adds that condition to every query, so no verb can forget it.

const leadColumns = {
  id: leads.id,
  agentId: leads.agentId,
  agentName: agents.name,
  clientName: leads.clientName,
  clientEmail: leads.clientEmail,
  clientPhone: leads.clientPhone,
  type: leads.type,
  source: leads.source,
  status: leads.status,
  message: leads.message,
  notes: leads.notes,
  metadata: leads.metadata,
  createdAt: leads.createdAt,
  // The lead's own consent record, if it has one (issue 26): whether one exists, and its withdrawal.
  hasConsent: sql<boolean>`exists (select 1 from ${consents} where ${consents.leadId} = ${leads.id})`.mapWith(Boolean),
  consentWithdrawnAt: sql<Date | null>`(select max(${consents.withdrawnAt}) from ${consents} where ${consents.leadId} = ${leads.id})`.mapWith(consents.withdrawnAt),
};

type LeadRow = { metadata: Record<string, unknown> | null; createdAt: Date; hasConsent: boolean; consentWithdrawnAt: Date | null } & Omit<Lead, 'metadata' | 'createdAt' | 'consent'>;
const toLead = ({ hasConsent, consentWithdrawnAt, ...row }: LeadRow): Lead => {
  const metadata = row.metadata ?? {};
  return {
    ...row,
    metadata,
    createdAt: row.createdAt.toISOString(),
    consent: leadConsent({ source: row.source, createdAt: row.createdAt, metadata, consent: hasConsent ? { withdrawnAt: consentWithdrawnAt } : null }),
  };
};

/** The where clause of a list or an export: the actor's scope, then every filter of the query. */
function leadFilter(actor: Actor | null, query: Omit<ListLeadsQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    scopeWhere(actor, 'lead:read', leads.agentId),
    query.source ? inArray(leads.source, [...sourcesMatching(query.source)]) : undefined,
    query.type ? eq(leads.type, query.type) : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.q ? searchLeads(query.q) : undefined,
    query.from ? sql`${leads.createdAt} >= ${startOfDay(query.from)}` : undefined,
    query.to ? sql`${leads.createdAt} < ${startOfDay(query.to)} + interval '1 day'` : undefined,
  );
}

/** The instant a calendar day begins in the brokerage's time zone (daylight saving included). */
export const startOfDay = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${reportTimeZone})`;

/** One page of the leads the actor may read, newest first, narrowed by source, type, status, days and search text. */
export async function listLeads({ db }: Deps, actor: Actor | null, query: ListLeadsQuery): Promise<LeadList> {
  const where = leadFilter(actor, query);
  const page = await paginate(
    db
      .select(leadColumns)
      .from(leads)
      .leftJoin(agents, eq(agents.id, leads.agentId))
      .where(where)
      // The id breaks ties between leads stored in the same instant, so pages never overlap.
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .$dynamic(),
    db.$count(leads, where),
    query,
  );
  return { items: page.items.map(toLead), total: page.total };
}

/** Leads the CSV export reads, stamps and writes at a time (decision 032). */
export const leadExportBatchSize = 1000;

/** Where the export's keyset paging stands: the last lead written, its instant as the database wrote it. */
type ExportCursor = { createdAt: string; id: string };
type ExportRow = LeadRow & { cursorAt: string };

/**
 * Every lead the actor may read that matches the filters (paging ignored), newest first, one batch
 * at a time, so the caller can write each batch out before the next is read and memory stays flat
 * in the size of the book. Each lead is stamped 'exported' in its trail with who took it (issue 18):
 * a copy that left the system is part of a lead's story.
 *
 * Each batch is read, locked and stamped in one short transaction of its own, then handed out:
 * - what is handed out is exactly what was stamped, even if the export stops half-way (the client
 *   goes away, the database fails): only batches already in the response carry the stamp, and
 *   never a row without one. One transaction for the whole export would hold locks for as long as
 *   the download takes; stamping at the end would keep every id in memory, and a failure would
 *   leave copies that left unrecorded.
 * - the rows are read FOR KEY SHARE: a lead deleted while its batch is in flight waits for the
 *   commit (its trail then goes with it), so the stamp never points at a missing lead. A lead
 *   deleted before its batch is read is simply not in the export.
 * Every entry carries the export's one instant (the clock at its start), as one act.
 *
 * Keyset paging: a lead arriving during the export cannot shift a batch and repeat or skip rows.
 * The cursor keeps the database's own microseconds (as text): a JavaScript Date keeps milliseconds
 * only, and a bulk write stores thousands of leads in one microsecond.
 */
export async function* exportLeads(
  deps: Deps,
  actor: Actor | null,
  query: Omit<ListLeadsQuery, 'page' | 'pageSize'>,
  batchSize: number = leadExportBatchSize,
): AsyncGenerator<Lead[], void, undefined> {
  assertCan(actor, 'lead:read');
  const where = leadFilter(actor, query);
  const now = deps.clock.now();
  let after: ExportCursor | null = null;
  let count = 0;
  let complete = false;
  try {
    for (;;) {
      const cursor: ExportCursor | null = after;
      const rows: ExportRow[] = await deps.db.transaction((tx) => readAndStampBatch(tx, actor, now, and(where, cursor ? afterCursor(cursor) : undefined), batchSize));
      count += rows.length;
      if (rows.length > 0) yield rows.map(({ cursorAt: _, ...row }) => toLead(row));
      if (rows.length < batchSize) break;
      const last = rows.at(-1)!;
      after = { createdAt: last.cursorAt, id: last.id };
    }
    complete = true;
  } finally {
    // Also when the export stops half-way: `count` leads were stamped and handed out by then.
    if (count > 0) deps.logger.info('leads exported', { count, complete });
  }
}

/**
 * Leads after the cursor in the export's order (newest first, then the id downwards). The first
 * bound says the same as the rest, alone: it is the one an index on created_at can start from, so
 * each batch reads from the cursor on instead of filtering every newer lead out again.
 */
const afterCursor = ({ createdAt, id }: ExportCursor): SQL | undefined =>
  and(
    sql`${leads.createdAt} <= ${createdAt}::timestamptz`,
    or(sql`${leads.createdAt} < ${createdAt}::timestamptz`, and(sql`${leads.createdAt} = ${createdAt}::timestamptz`, lt(leads.id, id))),
  );

/** One batch of the export, locked against deletion until the transaction ends, each lead stamped 'exported'. */
async function readAndStampBatch(tx: Tx, actor: Actor, now: Date, where: SQL | undefined, size: number): Promise<ExportRow[]> {
  const rows = await tx
    .select({ ...leadColumns, cursorAt: sql<string>`${leads.createdAt}::text` })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(size)
    // The leads' rows only: the agent's side of the outer join may be null, and nothing points at it.
    .for('key share', { of: leads });
  if (rows.length > 0) {
    await recordLeadActivity(tx, now, await userActor(tx, actor), rows.map((lead) => ({ leadId: lead.id, kind: 'exported' as const, detail: {} })));
  }
  return rows;
}

function searchLeads(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(ilike(leads.clientName, pattern), ilike(leads.clientEmail, pattern), ilike(leads.clientPhone, pattern));
}

/** One lead the actor may read; another agent's lead answers exactly like a missing one. */
export async function getLead({ db }: Deps, actor: Actor | null, id: string): Promise<Lead> {
  const where = scopeWhere(actor, 'lead:read', leads.agentId);
  if (!isRecordId(id)) throw new AppError('not_found', leadsMessages.notFound);
  const [row] = await db.select(leadColumns).from(leads).leftJoin(agents, eq(agents.id, leads.agentId)).where(and(eq(leads.id, id), where));
  if (!row) throw new AppError('not_found', leadsMessages.notFound);
  return toLead(row);
}

/**
 * What webhooks receive about a lead (`lead.created`, `lead.assigned`, `lead.updated`): the lead as
 * the console reads it, built in the transaction that changed it. A new lead that has an agent by
 * now (chosen on the form, or routed) is announced as assigned too.
 */
export async function emitLeadEvents(tx: Db | Tx, now: Date, leadId: string, events: LeadEvents): Promise<void> {
  await emitLeadsEvents(tx, now, [leadId], events);
}

type LeadEvents = { created?: boolean; assigned?: boolean; updated?: boolean };

/**
 * `emitLeadEvents` for a batch of leads: each event type's webhooks are read once, and the leads
 * themselves only when some webhook wants them.
 */
async function emitLeadsEvents(tx: Db | Tx, now: Date, leadIds: readonly string[], events: LeadEvents): Promise<void> {
  if (leadIds.length === 0) return;
  let read: Lead[] | undefined;
  const readLeads = async () => {
    if (!read) {
      const rows = await tx.select(leadColumns).from(leads).leftJoin(agents, eq(agents.id, leads.agentId)).where(inArray(leads.id, [...leadIds]));
      const order = new Map(leadIds.map((id, i) => [id, i]));
      read = rows.map(toLead).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    }
    return read;
  };
  const emit = async (type: WebhookEventType, which: (lead: Lead) => boolean) => {
    const targets = await webhookTargets(tx, type);
    if (targets.length > 0) await recordWebhookEvents(tx, now, type, targets, (await readLeads()).filter(which));
  };
  if (events.created) await emit('lead.created', () => true);
  if (events.assigned || events.created) await emit('lead.assigned', (lead) => events.assigned === true || lead.agentId !== null);
  if (events.updated) await emit('lead.updated', () => true);
}

/** One lead the actor may read, with its trail (issue 18): an agent reads the trail of their own leads only. */
export async function getLeadWithActivity(deps: Deps, actor: Actor | null, id: string): Promise<LeadWithActivity> {
  const lead = await getLead(deps, actor, id);
  return { ...lead, activity: await listLeadActivity(deps.db, lead.id) };
}

/**
 * Changes a lead's status or notes (back-office §4: status moves freely among the four) and, in
 * the console, who has it (issue 18): an active agent's id, or null to unassign. Everything that
 * actually changes goes into the lead's trail with who did it; a new agent is told by mail (a job,
 * written with the change) and the lead is in their dashboard from the commit on. The lead row is
 * locked while it is read and changed, so two changes at once are told apart in the trail.
 */
export async function updateLead(deps: Deps, actor: Actor | null, id: string, input: UpdateConsoleLeadInput): Promise<Lead> {
  assertCan(actor, 'lead:update');
  if (!isRecordId(id)) throw new AppError('not_found', leadsMessages.notFound);
  // The dashboard's schema has no agentId; this holds whatever a caller manages to send.
  if (input.agentId !== undefined && scopeOf(actor.role, 'lead:update') !== 'any') throw new AppError('forbidden', errorsMessages.forbidden);
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ agentId: leads.agentId, status: leads.status, notes: leads.notes })
      .from(leads)
      .where(and(eq(leads.id, id), scopeWhere(actor, 'lead:update', leads.agentId)))
      .for('update');
    if (!current) throw new AppError('not_found', leadsMessages.notFound);

    const set: Partial<typeof leads.$inferInsert> = {};
    const entries: ActivityEntry[] = [];
    if (input.status !== undefined && input.status !== current.status) {
      set.status = input.status;
      entries.push({ kind: 'status_changed', detail: { from: current.status, to: input.status } });
    }
    if (input.notes !== undefined && input.notes !== current.notes) {
      set.notes = input.notes;
      entries.push({ kind: 'notes_edited', detail: {} });
    }
    let assignedTo: string | null = null;
    if (input.agentId !== undefined && input.agentId !== current.agentId) {
      // Held until the commit, so the agent cannot be deleted between this check and the update.
      const [next] = input.agentId
        ? await tx.select({ id: agents.id, name: agents.name }).from(agents).where(and(eq(agents.id, input.agentId), eq(agents.isActive, true))).for('key share')
        : [];
      if (input.agentId && !next) throw new AppError('bad_request', m.agentNotAssignable, { agentId: m.agentNotAssignable });
      const [previous] = current.agentId ? await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, current.agentId)) : [];
      const before = { previousAgentId: current.agentId, previousAgentName: previous?.name ?? null };
      set.agentId = next?.id ?? null;
      entries.push(next ? { kind: 'assigned', detail: { agentId: next.id, agentName: next.name, ...before } } : { kind: 'unassigned', detail: before });
      assignedTo = next?.id ?? null;
    }
    if (entries.length === 0) return [];

    await tx.update(leads).set(set).where(eq(leads.id, id));
    const ids = await recordLeadActivity(tx, now, await userActor(tx, actor), entries.map((entry) => ({ ...entry, leadId: id })));
    if (assignedTo) {
      const activityId = ids[entries.findIndex((entry) => entry.kind === 'assigned')]!;
      await enqueueJob(tx, leadAssignmentJob, { leadId: id, agentId: assignedTo, activityId } satisfies LeadAssignmentPayload, { runAt: now });
    }
    // An unassigned lead, like a new status or notes, is an update; a new agent is an assignment.
    await emitLeadEvents(tx, now, id, { assigned: !!assignedTo, updated: entries.some((entry) => entry.kind !== 'assigned') });
    return entries.map((entry) => entry.kind);
  });
  deps.logger.info('lead updated', { leadId: id, fields: Object.keys(input), changed });
  return getLead(deps, actor, id);
}

/**
 * A lead typed in by hand: source Manual, status new. The console assigns it to any agent (or
 * none); the dashboard's goes to the actor's own agent record, whatever the body says.
 */
export async function createManualLead(deps: Deps, actor: Actor | null, input: CreateManualLeadInput): Promise<Lead> {
  assertCan(actor, 'lead:create');
  let agentId: string | null;
  let assignedByConsole = false;
  if (scopeOf(actor.role, 'lead:create') === 'own') {
    // An admin or agent without an agent record owns nothing, so has nowhere to put a lead.
    if (!actor.agentId) throw new AppError('not_found', agentsMessages.notFound);
    agentId = actor.agentId;
  } else if (input.agentId) {
    const [agent] = await deps.db.select({ id: agents.id }).from(agents).where(eq(agents.id, input.agentId));
    if (!agent) throw new AppError('bad_request', leadsMessages.agentUnavailable, { agentId: leadsMessages.agentUnavailable });
    agentId = agent.id;
    assignedByConsole = true;
  } else {
    agentId = null;
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
    .insert(leads)
    .values({
      agentId,
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      clientPhone: input.clientPhone ?? null,
      type: input.type,
      source: 'Manual',
      status: 'new',
      message: input.message ?? null,
      notes: input.notes ?? null,
      metadata: {},
      createdAt: now,
    })
    .returning({ id: leads.id });
    const [agent] = agentId ? await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, agentId)) : [];
    const [activityId] = await recordLeadActivity(tx, now, await userActor(tx, actor), [
      { leadId: created!.id, kind: 'created', detail: { source: 'Manual', agentId, agentName: agent?.name ?? null } },
    ]);
    // A lead the console puts on an agent is news to them, as an assignment is; an agent's own is not.
    if (assignedByConsole && agentId) {
      await enqueueJob(tx, leadAssignmentJob, { leadId: created!.id, agentId, activityId: activityId! } satisfies LeadAssignmentPayload, { runAt: now });
    }
    await emitLeadEvents(tx, now, created!.id, { created: true });
    return created;
  });
  deps.logger.info('lead added by hand', { leadId: row!.id, agentId });
  return getLead(deps, actor, row!.id);
}

export async function deleteLead(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'lead:delete');
  if (!isRecordId(id)) throw new AppError('not_found', leadsMessages.notFound);
  // FINTRAC records outlive the lead's deletion window (decision 045): the lead stays while they do.
  if (await leadHasIdentifications(deps.db, id)) throw new AppError('conflict', identificationsMessages.leadHasRecords);
  try {
    await deleteScoped(deps.db, leads, actor, 'lead:delete', id, leadsMessages.notFound);
  } catch (error) {
    // A record added between the check and the delete: the key without cascade refuses it.
    if (isForeignKeyViolation(error)) throw new AppError('conflict', identificationsMessages.leadHasRecords);
    throw error;
  }
  deps.logger.info('lead deleted', { leadId: id });
}

/** The newest application leads with their agent's name: the staff-only list on /applications (ARCHITECTURE §8). */
export async function listRecentApplications({ db }: Deps, actor: Actor | null): Promise<LeadList> {
  const where = and(scopeWhere(actor, 'application:read', leads.agentId), eq(leads.type, 'application'));
  const page = await paginate(
    db.select(leadColumns).from(leads).leftJoin(agents, eq(agents.id, leads.agentId)).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).$dynamic(),
    db.$count(leads, where),
    { page: 1, pageSize: recentApplicationsLimit },
  );
  return { items: page.items.map(toLead), total: page.total };
}

/**
 * The console's CSV import: the export's columns, each row checked, duplicates by email (already on
 * file, or earlier in the file) skipped. A dry run writes nothing; the import writes every ready
 * row in one transaction, without notification mails or webhooks: these leads come from another
 * system, which already told whoever needed to know.
 */
export async function importLeads(deps: Deps, actor: Actor | null, csv: string, dryRun: boolean): Promise<LeadImportResult> {
  assertCan(actor, 'lead:create');
  const file = readLeadCsv(csv);
  const emails = [...new Set(file.rows.map(({ cells }) => cells[file.header.indexOf('Email')]?.trim().toLowerCase() ?? '').filter(Boolean))];
  const [agentRows, onFile] = await Promise.all([
    deps.db.select({ id: agents.id, name: agents.name }).from(agents),
    emails.length ? deps.db.selectDistinct({ email: sql<string>`lower(${leads.clientEmail})` }).from(leads).where(inArray(sql`lower(${leads.clientEmail})`, emails)) : [],
  ]);
  const agentsByName = new Map<string, string[]>();
  for (const agent of agentRows) agentsByName.set(agent.name.toLowerCase(), [...(agentsByName.get(agent.name.toLowerCase()) ?? []), agent.id]);
  const checked = checkLeadRows(file, { now: deps.clock.now(), agentsByName, emailsOnFile: new Set(onFile.map((row) => row.email)) });
  const ready = checked.flatMap((row) => (row.lead ? [row.lead] : []));
  if (!dryRun && ready.length) {
    const agentNames = new Map(agentRows.map((agent) => [agent.id, agent.name]));
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const importer = await userActor(tx, actor);
      // In slices: one INSERT carries at most 65,535 parameters.
      for (let i = 0; i < ready.length; i += 500) {
        const rows = await tx.insert(leads).values(ready.slice(i, i + 500)).returning({ id: leads.id, source: leads.source, agentId: leads.agentId });
        // Each imported lead's trail starts with its import: by whom, and when it was imported.
        await recordLeadActivity(
          tx,
          now,
          importer,
          rows.map((row) => ({ leadId: row.id, kind: 'created' as const, detail: { source: row.source, agentId: row.agentId, agentName: row.agentId ? (agentNames.get(row.agentId) ?? null) : null } })),
        );
      }
    });
    deps.logger.info('leads imported', { count: ready.length });
  }
  return {
    dryRun,
    total: checked.length,
    ready: ready.length,
    duplicates: checked.filter((row) => row.status === 'duplicate').length,
    invalid: checked.filter((row) => row.status === 'error').length,
    imported: dryRun ? 0 : ready.length,
    rows: checked.map(({ lead: _lead, ...row }) => row),
  };
}
