import { and, eq, isNotNull, isNull, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { fundedMortgages } from '@maple/db/schema/funded-mortgages';
import { leadActivity } from '@maple/db/schema/lead-activity';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import type { Clock } from '@maple/shared/clock';
import type { Actor } from '@maple/shared/permissions';
import type { RetentionCounts } from '@maple/shared/schemas/privacy';
import type { RetentionPeriods } from '@maple/shared/schemas/site';
import { assertCan } from '../../lib/authorize.ts';
import { jobClock } from '../../lib/jobs/job-clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { deleteOutboxFile, listOutboxFiles } from '../../lib/outbox-files.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { noAuditSource, recordAudit } from '../audit/audit.service.ts';
import { removeUnfiledDocumentObjects } from '../file-documents/document-objects.service.ts';
import { anonymizeLeads } from './anonymize-lead.ts';
import type { PrivacyDeps } from './privacy-requests.service.ts';

const day = 24 * 60 * 60 * 1000;
const monthsBefore = (now: Date, months: number): SQL => sql`(${jobClock(now)} - make_interval(months => ${months}::int))`;

/** A lead's last sign of life: its newest trail entry (a status change, an assignment, an export), else when it came in. */
const lastActivity = sql`coalesce((select max(${leadActivity.createdAt}) from ${leadActivity} where ${leadActivity.leadId} = ${leads.id}), ${leads.createdAt})`;

/**
 * A funded mortgage still held (decision 103): its maturity plus the lead period has not passed.
 * The client stays a client until the mortgage matures (the renewal is the brokerage's business with
 * them), and the period runs from the maturity as it runs from a lead's last activity.
 */
const fundedHeld = (now: Date, periods: RetentionPeriods): SQL => sql`${fundedMortgages.maturityDate} >= (${monthsBefore(now, periods.leadMonths)})::date`;

/** The lead's client has a funded mortgage still held: one of the lead's files, or one in the book under the same address (an imported one). */
const clientHeldByBook = (now: Date, periods: RetentionPeriods): SQL =>
  sql`exists (select 1 from ${fundedMortgages} left join ${mortgageFiles} on ${mortgageFiles.id} = ${fundedMortgages.fileId} where (${mortgageFiles.leadId} = ${leads.id} or ${fundedMortgages.clientEmail} = lower(${leads.clientEmail})) and ${fundedHeld(now, periods)})`;

/** Leads with nothing happening to them for `leadMonths`, not yet anonymized, whose client holds no funded mortgage of the book. */
const leadsPastPeriod = (now: Date, periods: RetentionPeriods): SQL =>
  and(isNull(leads.anonymizedAt), sql`${lastActivity} < ${monthsBefore(now, periods.leadMonths)}`, not(clientHeldByBook(now, periods)))!;

/** Funded mortgages whose maturity plus the lead period has passed: deleted by the run, imported ones included. */
const fundedPastPeriod = (now: Date, periods: RetentionPeriods): SQL => not(fundedHeld(now, periods));

/**
 * Chat transcripts (a chat lead's `message`) of conversations begun over `transcriptMonths` ago,
 * on leads that are not anonymized tonight anyway (that clears the transcript too, and counts once).
 */
const transcriptsPastPeriod = (now: Date, periods: RetentionPeriods): SQL =>
  and(isNull(leads.anonymizedAt), eq(leads.source, 'AI Chatbot'), isNotNull(leads.message), lt(leads.createdAt, sql`${monthsBefore(now, periods.transcriptMonths)}`), not(leadsPastPeriod(now, periods)))!;

const outboxCutoff = (now: Date, periods: RetentionPeriods) => new Date(now.getTime() - periods.outboxDays * day);

async function oldOutboxFiles(outboxDir: string, now: Date, periods: RetentionPeriods) {
  const cutoff = outboxCutoff(now, periods).getTime();
  return (await listOutboxFiles(outboxDir)).filter((file) => file.writtenAt.getTime() < cutoff);
}

/** What the job would do at `now` with these periods: the same conditions it applies, counted. */
export async function countPastRetention(db: Db, outboxDir: string, now: Date, periods: RetentionPeriods): Promise<RetentionCounts> {
  const [leadCount, transcriptCount, files] = await Promise.all([
    db.$count(leads, leadsPastPeriod(now, periods)),
    db.$count(leads, transcriptsPastPeriod(now, periods)),
    oldOutboxFiles(outboxDir, now, periods),
  ]);
  return { leads: leadCount, transcripts: transcriptCount, outboxFiles: files.length };
}

/** The Privacy tab's preview: what tonight's run would do with the periods being edited. */
export async function previewRetention(deps: PrivacyDeps, actor: Actor | null, periods: RetentionPeriods): Promise<RetentionCounts> {
  assertCan(actor, 'privacyRequest:read');
  return countPastRetention(deps.db, deps.outboxDir, deps.clock.now(), periods);
}

/**
 * The nightly run: anonymizes the leads past their period (their files' documents deleted with
 * them), clears the old chat transcripts (the lead stays, with its contact details), deletes the old
 * mail files and, after the commit, the stored objects of the deleted documents (and any an earlier
 * run, erasure or lead delete left behind: document-objects.service.ts), and records what it did in the
 * audit trail. Without `storage` the objects wait for the next caller that has it.
 */
export async function applyRetention(deps: { db: Db; clock: Clock; logger: Logger; outboxDir: string; storage?: Storage }, periods: RetentionPeriods): Promise<RetentionCounts> {
  const now = deps.clock.now();
  const counts = await deps.db.transaction(async (tx) => {
    const due = await tx.select({ id: leads.id }).from(leads).where(leadsPastPeriod(now, periods));
    const anonymized = await anonymizeLeads(tx, due.map((row) => row.id), now);
    const cleared = await tx.update(leads).set({ message: null }).where(transcriptsPastPeriod(now, periods)).returning({ id: leads.id });
    const funded = await tx.delete(fundedMortgages).where(fundedPastPeriod(now, periods)).returning({ id: fundedMortgages.id });
    return { leads: anonymized, transcripts: cleared.length, fundedMortgages: funded.length };
  });
  const files = await oldOutboxFiles(deps.outboxDir, now, periods);
  for (const file of files) await deleteOutboxFile(file);
  const { fundedMortgages: fundedDeleted, ...leadCounts } = counts;
  const result = { ...leadCounts, outboxFiles: files.length };
  const storedDocuments = deps.storage ? await removeUnfiledDocumentObjects({ db: deps.db, storage: deps.storage, logger: deps.logger }) : 0;
  if (result.leads + result.transcripts + result.outboxFiles + storedDocuments + fundedDeleted > 0) {
    await recordAudit(deps.db, now, {
      kind: 'retention_applied',
      ...noAuditSource,
      detail: { ...result, ...(storedDocuments > 0 && { storedDocuments }), ...(fundedDeleted > 0 && { fundedMortgages: fundedDeleted }), periods },
    });
  }
  deps.logger.info('retention applied', { ...result, storedDocuments, fundedMortgages: fundedDeleted });
  return result;
}
