import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import type { Language } from '@maple/shared/i18n/languages';
import { newsletterMessages } from '@maple/shared/messages/newsletter';
import { inLanguage } from '../../lib/in-language.ts';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { leadsMessages } from '@maple/shared/messages/leads';
import { leadHoneypotField, type CreateLeadInput } from '@maple/shared/schemas/leads';
import { AppError } from '../../lib/app-error.ts';
import { enqueueJobs } from '../../lib/jobs/enqueue-job.ts';
import { groupCommit, type GroupWriter } from '../../lib/group-commit.ts';
import type { Logger } from '../../lib/logger.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { recordLeadActivity, routingActor, visitorActor } from './lead-activity.ts';
import { leadNotificationJob, type LeadNotificationPayload } from './lead-notification-job.ts';
import { leadProvince, routeLeads } from './lead-routing.ts';
import { leadRecord } from './lead-record.ts';
import { countLeadCreated } from '../../lib/metrics/process-metrics.ts';
import { newsletterConsentWording } from '@maple/shared/consent-wording';
import { queueWelcomeMails, recordConsents } from '../consents/consents.service.ts';
import { emitLeadsEvents } from './lead-events.service.ts';
import { publiclyListed } from '../agents/agent-visibility.service.ts';
import { requestSubscription, type PendingSubscription } from '../consents/pending-subscriptions.service.ts';
import { startVisitorFiles } from '../mortgage-files/mortgage-files.service.ts';

export type LeadDeps = { db: Db; clock: Clock; logger: Logger };

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
  options: { idempotencyKey?: string; clientAddress?: string; language?: Language } = {},
): Promise<{ id: string; stored: boolean }> {
  const language = options.language ?? 'en';
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

  if (input.kind === 'newsletter') {
    // Nothing is stored as a lead, and nothing but a confirmation goes to the address, until its
    // owner confirms (decision 058): then `createConfirmedSubscriptionLead` runs the steps below.
    // The answer is the one a stored lead gets, with an id that names nothing, whatever the
    // address's state, so it tells nobody whether the address was already signed up.
    await requestSubscription(deps, { email: input.email, purpose: 'newsletter', agentId: agent?.id ?? null, page: input.page ?? null, clientAddress: options.clientAddress ?? null, language });
    return { id: randomUUID(), stored: false };
  }

  const record = leadRecord(input, deps.clock.now(), language);
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
 * The newsletter lead of a sign-up its address's owner has just confirmed (decision 058), through
 * the same writer as every public lead: its consent record dated now (the confirmation) from the
 * confirming client's address, the welcome mail, the trail, routing, notification and webhooks.
 */
export async function createConfirmedSubscriptionLead(
  deps: LeadDeps,
  pending: PendingSubscription,
  options: { clientAddress: string | null; idempotencyKey: string },
): Promise<void> {
  const input: CreateLeadInput = { kind: 'newsletter', email: pending.email, agentId: pending.agentId ?? undefined, ...(pending.page ? { page: pending.page } : {}) };
  // The sign-up's language, not the confirming request's: the lead, consent and welcome are in it.
  const record = leadRecord(input, deps.clock.now(), pending.language);
  const id = await leadWriter(deps.db)({ deps, input, record, agentId: pending.agentId, idempotencyKey: options.idempotencyKey, clientAddress: options.clientAddress });
  if (id === null) {
    deps.logger.info('subscription confirmed again; its lead was stored before', { confirmed: true });
    return;
  }
  deps.logger.info('lead created', { leadId: id, kind: input.kind, chosenAgentId: pending.agentId, confirmed: true });
  countLeadCreated(record.source);
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
    // The application form starts the client's mortgage file with its lead, and mails the portal's link (issue 39 §1).
    await startVisitorFiles(
      tx,
      now,
      fresh.flatMap(({ s, id }) =>
        s.input.kind === 'application'
          ? [
              {
                leadId: id,
                name: s.record.clientName,
                email: s.record.clientEmail,
                language: s.record.language ?? 'en',
                shortForm: { email: s.input.email, phone: s.input.phone, mortgageAmount: s.input.mortgageAmount, propertyAddress: s.input.propertyAddress },
              },
            ]
          : [],
      ),
    );
    await emitLeadsEvents(tx, now, fresh.map(({ id }) => id), { created: true });
    return inserted;
  });
  return ids.map((id) => (stored.has(id) ? id : null));
}

/**
 * A sign-up, or a contact form whose consent box is ticked (the schema requires it), keeps its
 * consent record with the lead (issue 26): the words shown, as the form showed them, from the
 * page the form names and the client's address. A new subscriber is welcomed by mail, queued here
 * so that a lead rolled back sends nothing. The words are kept in the language the page showed them
 * in (the lead's), and the consent keeps that language for the mail it leads to (decision 071).
 */
async function recordLeadConsents(tx: Tx, fresh: readonly { s: LeadSubmission; id: string }[], now: Date): Promise<void> {
  const consenting = fresh.filter(({ s }) => s.input.kind === 'newsletter' || s.input.kind === 'contact');
  if (consenting.length === 0) return;
  const site = consenting.some(({ s }) => s.input.kind === 'newsletter') ? await getBrokerageSettings(tx) : null;
  const consentIds = await recordConsents(
    tx,
    consenting.map(({ s, id }) => {
      const input = s.input as Extract<CreateLeadInput, { kind: 'newsletter' | 'contact' }>;
      const language = s.record.language ?? 'en';
      return {
        leadId: id,
        email: input.email,
        purpose: input.kind,
        language,
        wording: input.kind === 'newsletter' ? newsletterConsentWording(site!, inLanguage(newsletterMessages, language)) : inLanguage(leadsMessages, language).consentText,
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
    .where(and(eq(agents.id, id), publiclyListed));
  return agent ?? null;
}
