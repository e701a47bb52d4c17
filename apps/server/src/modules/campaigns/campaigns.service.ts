import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { campaignRecipients, campaigns } from '@maple/db/schema/campaigns';
import { campaignsMessages as m } from '@maple/shared/messages/campaigns';
import type { Language } from '@maple/shared/i18n/languages';
import type { Actor } from '@maple/shared/permissions';
import {
  campaignAudience,
  hasFrenchText,
  type AudienceCount,
  type Campaign,
  type CampaignAudience,
  type CampaignDraft,
  type CampaignList,
  type ListCampaignsQuery,
  type SendCampaignRequest,
} from '@maple/shared/schemas/campaigns';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { cancelPendingJob } from '../../lib/jobs/cancel-pending-job.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import { classifiedAudience } from './campaign-audiences.ts';

export const campaignSendJob = 'campaign-send';
export const campaignTestJob = 'campaign-test';

/** A round of the send chain: each round sends one batch, then queues the next (decision 105). */
export type CampaignSendPayload = { campaignId: string; round: number };
export type CampaignTestPayload = { campaignId: string; to: string; language: Language };

/** The dedupe key of one round: two processes, a retry or a re-run queue one job per round ever. */
export const campaignSendKey = ({ campaignId, round }: CampaignSendPayload) => `campaign-send:${campaignId}:${round}`;

type Row = typeof campaigns.$inferSelect;

/** How many the audience reaches now (and of them, how many read French: decision 111), and how many it leaves out and why (decision 105). */
export async function countAudience(db: Db | Tx, audience: CampaignAudience, now: Date): Promise<AudienceCount> {
  const result = await db.execute(sql`
    select count(*) filter (where not a.erased and a.consent_id is not null) as recipients,
      count(*) filter (where not a.erased and a.consent_id is not null and a.language = 'fr') as french,
      count(*) filter (where a.erased) as erased,
      count(*) filter (where not a.erased and a.consent_id is null and a.withdrew) as unsubscribed,
      count(*) filter (where not a.erased and a.consent_id is null and not a.withdrew) as no_consent
    from (${classifiedAudience(audience, { now })}) a`);
  const row = rowsOf<{ recipients: string; french: string; erased: string; unsubscribed: string; no_consent: string }>(result)[0]!;
  return { recipients: Number(row.recipients), french: Number(row.french), leftOut: { noConsent: Number(row.no_consent), unsubscribed: Number(row.unsubscribed), erased: Number(row.erased) } };
}

/** drizzle's `execute` answers the rows (PGlite, node-postgres's `rows`) in two shapes. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function audienceCount({ db, clock }: Deps, actor: Actor | null, audience: CampaignAudience): Promise<AudienceCount> {
  assertCan(actor, 'campaign:read');
  return countAudience(db, audience, clock.now());
}

async function countsOf(db: Db | Tx, rows: Row[]): Promise<Map<string, Campaign['counts']>> {
  const counts = new Map<string, Campaign['counts']>();
  if (rows.length === 0) return counts;
  const ids = rows.map((r) => r.id);
  const result = await db.execute(sql`
    select r.campaign_id, r.status, count(*) as n,
      count(*) filter (where r.status = 'sent' and exists (
        select 1 from consents w where w.email = r.email and w.withdrawn_at is not null and w.withdrawn_at >= r.sent_at)) as unsubscribed
    from ${campaignRecipients} r
    where r.campaign_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
    group by r.campaign_id, r.status`);
  for (const id of ids) counts.set(id, { recipients: 0, pending: 0, sent: 0, failed: 0, skipped: 0, unsubscribed: 0 });
  for (const row of rowsOf<{ campaign_id: string; status: string; n: string; unsubscribed: string }>(result)) {
    const c = counts.get(row.campaign_id)!;
    const n = Number(row.n);
    c.recipients += n;
    if (row.status === 'pending' || row.status === 'sending') c.pending += n;
    else c[row.status as 'sent' | 'failed' | 'skipped'] += n;
    c.unsubscribed += Number(row.unsubscribed);
  }
  return counts;
}

const toCampaign = (row: Row, counts: Campaign['counts']): Campaign => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  subjectFr: row.subjectFr,
  bodyFr: row.bodyFr,
  audience: campaignAudience.parse(row.audience),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  queuedAt: row.queuedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  leftOut: row.leftOut ?? null,
  counts,
});

export async function listCampaigns({ db }: Deps, actor: Actor | null, query: ListCampaignsQuery): Promise<CampaignList> {
  assertCan(actor, 'campaign:read');
  const where = query.q ? sql`${campaigns.subject} ilike ${'%' + query.q.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}` : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(campaigns).where(where).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  const counts = await countsOf(db, rows);
  return { items: rows.map((row) => toCampaign(row, counts.get(row.id)!)), total: total?.n ?? 0 };
}

async function find(db: Db | Tx, id: string, lock = false): Promise<Row> {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', m.notFound);
  return row;
}

export async function getCampaign({ db }: Deps, actor: Actor | null, id: string): Promise<Campaign> {
  assertCan(actor, 'campaign:read');
  const row = await find(db, id);
  return toCampaign(row, (await countsOf(db, [row])).get(row.id)!);
}

/** The draft's columns: the French pair is stored as null when not written (the schema lets only both or neither through). */
const draftColumns = (draft: CampaignDraft) => ({
  subject: draft.subject,
  body: draft.body,
  subjectFr: draft.subjectFr && draft.bodyFr ? draft.subjectFr : null,
  bodyFr: draft.subjectFr && draft.bodyFr ? draft.bodyFr : null,
  audience: draft.audience,
});

export async function createCampaign({ db, clock }: Deps, actor: Actor | null, draft: CampaignDraft): Promise<Campaign> {
  assertCan(actor, 'campaign:create');
  const now = clock.now();
  const [row] = await db
    .insert(campaigns)
    .values({ ...draftColumns(draft), createdBy: actor!.userId, createdAt: now, updatedAt: now })
    .returning();
  return toCampaign(row!, { recipients: 0, pending: 0, sent: 0, failed: 0, skipped: 0, unsubscribed: 0 });
}

export async function updateCampaign(deps: Deps, actor: Actor | null, id: string, draft: CampaignDraft): Promise<Campaign> {
  assertCan(actor, 'campaign:update');
  await deps.db.transaction(async (tx) => {
    const row = await find(tx, id, true);
    if (row.status !== 'draft') throw new AppError('conflict', m.notDraft);
    await tx.update(campaigns).set({ ...draftColumns(draft), updatedAt: deps.clock.now() }).where(eq(campaigns.id, id));
  });
  return getCampaign(deps, actor, id);
}

export async function deleteCampaign({ db }: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'campaign:delete');
  await db.transaction(async (tx) => {
    const row = await find(tx, id, true);
    if (row.status !== 'draft') throw new AppError('conflict', m.notDraft);
    await tx.delete(campaigns).where(eq(campaigns.id, id));
  });
}

/**
 * Queues a test of the campaign to its author's own address (the signed-in user's): one mail, through
 * the job queue, in the language asked for, as a reader of that language gets it (decision 111).
 * Without one, the author's own language when the campaign is written in it, else English. A French
 * test of a campaign without French text is refused (400) on the French message.
 */
export async function sendCampaignTest(
  { db, clock }: Deps,
  actor: Actor | null,
  id: string,
  to: string,
  { requested, author }: { requested?: Language; author: Language },
): Promise<{ to: string; language: Language }> {
  assertCan(actor, 'campaign:update');
  const row = await find(db, id);
  const french = hasFrenchText(row);
  if (requested === 'fr' && !french) throw new AppError('bad_request', m.noFrenchToTest, { bodyFr: m.noFrenchToTest });
  const language: Language = requested ?? (author === 'fr' && french ? 'fr' : 'en');
  await enqueueJob(db, campaignTestJob, { campaignId: id, to, language } satisfies CampaignTestPayload, { runAt: clock.now(), maxAttempts: 3 });
  return { to, language };
}

/**
 * Writes the recipients of a campaign from its audience as it stands now, in one statement: every
 * address with a standing consent of the audience's purposes, once (the unique key holds it across
 * processes and restarts). Records what was left out. Answers how many were written.
 */
export async function materializeRecipients(tx: Tx, row: Row, now: Date): Promise<AudienceCount> {
  const audience = campaignAudience.parse(row.audience);
  const counted = await countAudience(tx, audience, now);
  await tx.execute(sql`
    insert into ${campaignRecipients} (campaign_id, email, consent_id, language)
    select ${row.id}::uuid, a.email, a.consent_id, coalesce(a.language, 'en')
    from (${classifiedAudience(audience, { now })}) a
    where not a.erased and a.consent_id is not null
    on conflict (campaign_id, email) do nothing`);
  await tx.update(campaigns).set({ queuedAt: now, leftOut: counted.leftOut, status: 'sending', updatedAt: now }).where(eq(campaigns.id, row.id));
  return counted;
}

/**
 * Sends a draft now (its recipients written at once, the first round queued) or schedules it for
 * `at` (the recipients are read when the time comes: consent may change meanwhile). A campaign
 * whose audience has nobody to mail is refused (400) and stays a draft; so is one without its French
 * text whose audience includes French-speaking recipients (decision 111), on the French message.
 */
export async function sendCampaign(deps: Deps, actor: Actor | null, id: string, request: SendCampaignRequest): Promise<Campaign> {
  assertCan(actor, 'campaign:update');
  const now = deps.clock.now();
  const at = request.at ? new Date(request.at) : null;
  if (at && at.getTime() <= now.getTime()) throw new AppError('bad_request', m.timeInPast, { at: m.timeInPast });
  await deps.db.transaction(async (tx) => {
    const row = await find(tx, id, true);
    if (row.status !== 'draft') throw new AppError('conflict', m.notDraft);
    if (at) {
      const counted = await countAudience(tx, campaignAudience.parse(row.audience), now);
      if (counted.recipients === 0) throw new AppError('bad_request', m.noRecipients);
      assertFrenchFor(row, counted);
      await tx.update(campaigns).set({ status: 'scheduled', scheduledAt: at, updatedAt: now }).where(eq(campaigns.id, id));
      await enqueueJob(tx, campaignSendJob, { campaignId: id, round: 0 } satisfies CampaignSendPayload, { runAt: at, dedupeKey: campaignSendKey({ campaignId: id, round: 0 }) });
      return;
    }
    // Refused after writing the recipients rolls them back with the transaction: nothing is queued.
    const counted = await materializeRecipients(tx, row, now);
    if (counted.recipients === 0) throw new AppError('bad_request', m.noRecipients);
    assertFrenchFor(row, counted);
    await enqueueJob(tx, campaignSendJob, { campaignId: id, round: 0 } satisfies CampaignSendPayload, { runAt: now, dedupeKey: campaignSendKey({ campaignId: id, round: 0 }) });
  });
  deps.logger.info('campaign queued', { campaignId: id, scheduled: Boolean(at) });
  return getCampaign(deps, actor, id);
}

/** Every recipient reads the campaign in their own language: French readers need its French text. */
function assertFrenchFor(row: Row, counted: AudienceCount) {
  if (counted.french > 0 && !hasFrenchText(row)) throw new AppError('bad_request', m.frenchRequired, { bodyFr: m.frenchRequired });
}

/**
 * Takes a scheduled campaign back to a draft before its time: its queued send is removed in the same
 * transaction, so it neither goes out at the old time nor blocks a new schedule. Once the send has
 * started (a worker took it), or for a campaign not scheduled, it is 409 and nothing changes.
 */
export async function cancelScheduledCampaign(deps: Deps, actor: Actor | null, id: string): Promise<Campaign> {
  assertCan(actor, 'campaign:update');
  await deps.db.transaction(async (tx) => {
    const row = await find(tx, id, true);
    if (row.status !== 'scheduled') throw new AppError('conflict', m.notScheduled);
    if (!(await cancelPendingJob(tx, campaignSendKey({ campaignId: id, round: 0 })))) throw new AppError('conflict', m.alreadySending);
    await tx.update(campaigns).set({ status: 'draft', scheduledAt: null, updatedAt: deps.clock.now() }).where(eq(campaigns.id, id));
  });
  deps.logger.info('campaign schedule cancelled', { campaignId: id });
  return getCampaign(deps, actor, id);
}

/** Marks a campaign sent once no recipient waits or is being sent. */
export async function finishIfDone(db: Db, id: string, now: Date): Promise<boolean> {
  const [left] = await db
    .select({ n: count() })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, id), sql`${campaignRecipients.status} in ('pending', 'sending')`));
  if ((left?.n ?? 0) > 0) return false;
  await db.update(campaigns).set({ status: 'sent', finishedAt: now, updatedAt: now }).where(and(eq(campaigns.id, id), eq(campaigns.status, 'sending')));
  return true;
}

export { find as findCampaignRow };
