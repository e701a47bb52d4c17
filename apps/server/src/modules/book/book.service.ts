import { and, asc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { fundedMortgages, renewalReminders } from '@maple/db/schema/funded-mortgages';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { consents } from '@maple/db/schema/consents';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { senderName } from '@maple/shared/consent-wording';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { toCents } from '@maple/shared/mortgage/money';
import { bookMessages as m } from '@maple/shared/messages/book';
import { leadsMessages } from '@maple/shared/messages/leads';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import type { Actor } from '@maple/shared/permissions';
import { addMonthsToDay, type ClientMailConsentInput, type FundedMortgage, type FundedMortgageInput, type FundedMortgageList, type ListBookQuery, type MaturitiesByMonth, type MaturitiesQuery } from '@maple/shared/schemas/funded-mortgages';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { scopeFor } from '../../lib/scope.ts';
import { recordConsents } from '../consents/consents.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';

const fm = fundedMortgages;
type Row = typeof fundedMortgages.$inferSelect;

/**
 * Whether an express `client_mail` consent stands for the address (decision 103, 104): the portal's
 * optional box, the import's express basis, or one given later. Withdrawn is withdrawn (an
 * unsubscribe withdraws every purpose, decision 046); no implied consent counts.
 */
export const expressClientMailConsent = (email: SQL | typeof fm.clientEmail): SQL =>
  sql`exists (select 1 from ${consents} where ${consents.email} = ${email} and ${consents.purpose} = 'client_mail' and ${consents.withdrawnAt} is null)`;

const columns = {
  row: fm,
  leadId: mortgageFiles.leadId,
  agentName: agents.name,
  consentSince: sql<Date | string | null>`(select min(${consents.givenAt}) from ${consents} where ${consents.email} = ${fm.clientEmail} and ${consents.purpose} = 'client_mail' and ${consents.withdrawnAt} is null)`.as('consent_since'),
};

function toFunded(row: { row: Row; leadId: string | null; agentName: string | null; consentSince: Date | string | null }, remindersSent: number[]): FundedMortgage {
  const r = row.row;
  return {
    id: r.id,
    fileId: r.fileId,
    leadId: row.leadId,
    agentId: r.agentId,
    agentName: row.agentName,
    clientName: r.clientName,
    clientEmail: r.clientEmail,
    language: r.language,
    lender: r.lender,
    amountCents: r.amountCents,
    rate: Number(r.ratePercent),
    rateType: r.rateType,
    termMonths: r.termMonths,
    amortizationMonths: r.amortizationMonths,
    paymentFrequency: r.paymentFrequency,
    fundingDate: r.fundingDate,
    interestAdjustmentDate: r.interestAdjustmentDate,
    maturityDate: r.maturityDate,
    expressConsent: row.consentSince !== null,
    expressConsentSince: row.consentSince === null ? null : new Date(row.consentSince).toISOString(),
    remindersSent,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const selectFunded = (db: Db | Tx) =>
  db.select(columns).from(fm).leftJoin(mortgageFiles, eq(mortgageFiles.id, fm.fileId)).leftJoin(agents, eq(agents.id, fm.agentId));

/** The client milestones mailed so far per mortgage (for its current maturity), largest first. */
async function remindersOf(db: Db | Tx, rows: readonly Row[]): Promise<Map<string, number[]>> {
  const sent = new Map<string, number[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return sent;
  const found = await db
    .select({ mortgageId: renewalReminders.mortgageId, maturityDate: renewalReminders.maturityDate, days: renewalReminders.milestoneDays })
    .from(renewalReminders)
    .where(and(inArray(renewalReminders.mortgageId, rows.map((row) => row.id)), eq(renewalReminders.recipient, 'client'), sql`${renewalReminders.sentAt} is not null`));
  const maturity = new Map(rows.map((row) => [row.id, row.maturityDate]));
  for (const reminder of found) if (maturity.get(reminder.mortgageId) === reminder.maturityDate) sent.get(reminder.mortgageId)!.push(reminder.days);
  for (const list of sent.values()) list.sort((a, b) => b - a);
  return sent;
}

async function withReminders(db: Db | Tx, rows: Awaited<ReturnType<ReturnType<typeof selectFunded>['where']>>): Promise<FundedMortgage[]> {
  const sent = await remindersOf(db, rows.map((row) => row.row));
  return rows.map((row) => toFunded(row, sent.get(row.row.id)!));
}

/** The funded file of a lead in the actor's scope: 404 for another agent's lead or another lead's file. */
async function fileInScope(db: Db | Tx, actor: Actor | null, leadId: string, fileId: string, permission: 'mortgageFile:read' | 'mortgageFile:update') {
  const [lead] = await db
    .select({ id: leads.id, agentId: leads.agentId, clientName: leads.clientName, clientEmail: leads.clientEmail, language: leads.language })
    .from(leads)
    .where(and(eq(leads.id, leadId), scopeFor(actor, permission)));
  if (!lead) throw new AppError('not_found', leadsMessages.notFound);
  const [file] = await db.select({ id: mortgageFiles.id, stage: mortgageFiles.stage }).from(mortgageFiles).where(and(eq(mortgageFiles.id, fileId), eq(mortgageFiles.leadId, lead.id)));
  if (!file) throw new AppError('not_found', mortgageFilesMessages.notFound);
  return { lead, file };
}

/** The funded mortgage of a lead's file, or null while none is recorded (the drawer then offers to record it). */
export async function getFileFunding(deps: Deps, actor: Actor | null, leadId: string, fileId: string): Promise<FundedMortgage | null> {
  const { file } = await fileInScope(deps.db, actor, leadId, fileId, 'mortgageFile:read');
  const rows = await selectFunded(deps.db).where(eq(fm.fileId, file.id));
  if (rows.length === 0) return null;
  return (await withReminders(deps.db, rows))[0]!;
}

/**
 * Records (or corrects) the funded mortgage of a funded file: the client's name, address and
 * language and the owning agent are the lead's at that moment. A file at another stage is 409.
 */
export async function recordFileFunding(deps: Deps, actor: Actor | null, leadId: string, fileId: string, input: FundedMortgageInput): Promise<FundedMortgage> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const { lead, file } = await fileInScope(tx, actor, leadId, fileId, 'mortgageFile:update');
    if (file.stage !== 'funded') throw new AppError('conflict', m.fileNotFunded);
    const values = {
      ...fundedValues(input),
      fileId: file.id,
      agentId: lead.agentId,
      clientName: lead.clientName,
      clientEmail: lead.clientEmail.toLowerCase(),
      language: lead.language,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(fm)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: fm.fileId, set: values })
      .returning({ id: fm.id });
    return row!.id;
  });
  deps.logger.info('funded mortgage recorded', { leadId, fileId, mortgageId: id });
  const rows = await selectFunded(deps.db).where(eq(fm.id, id));
  return (await withReminders(deps.db, rows))[0]!;
}

/**
 * Express consent to mail the client gave the agent later (issue 40 §4): after the portal's box
 * was left unticked, or on a mortgage imported with no basis. Kept through the consents module
 * (decision 046) as a `client_mail` consent in the client's language, to the words the portal's box
 * shows, on the day the client gave it and how (CASL s. 10(1): orally or in writing, the proof the
 * brokerage's, s. 13). The renewal reminders then mail the client. A mortgage outside the actor's
 * scope is 404; a day after today (the brokerage's) is 400 on `givenOn`, and nothing is kept.
 */
export async function recordClientMailConsent(deps: Deps, actor: Actor | null, mortgageId: string, input: ClientMailConsentInput): Promise<FundedMortgage> {
  const now = deps.clock.now();
  const site = await getBrokerageSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: fm.clientEmail, language: fm.language, leadId: mortgageFiles.leadId })
      .from(fm)
      .leftJoin(mortgageFiles, eq(mortgageFiles.id, fm.fileId))
      .where(and(eq(fm.id, mortgageId), scopeFor(actor, 'mortgageFile:update', fm.agentId)));
    if (!row) throw new AppError('not_found', m.notFound);
    if (input.givenOn > brokerageDay(now)) throw new AppError('bad_request', m.givenConsent.givenOnFuture, { givenOn: m.givenConsent.givenOnFuture });
    // Noon UTC reads as that day across Canada (as the imports keep days), never after now.
    const givenAt = new Date(Math.min(Date.parse(`${input.givenOn}T12:00:00Z`), now.getTime()));
    const wording = fillMessage(inLanguage(m, row.language).givenConsent.wording, { brokerage: senderName(site) });
    await recordConsents(tx, [
      { leadId: row.leadId, email: row.email, purpose: 'client_mail', language: row.language, wording, givenAt, clientAddress: null, page: null, method: input.method, note: input.note ?? null },
    ]);
  });
  deps.logger.info('client mail consent recorded', { mortgageId, method: input.method });
  const rows = await selectFunded(deps.db).where(eq(fm.id, mortgageId));
  return (await withReminders(deps.db, rows))[0]!;
}

/** The stored columns of the form's values: the amount in cents. */
export function fundedValues(input: FundedMortgageInput) {
  return {
    lender: input.lender,
    amountCents: toCents(input.amount),
    ratePercent: input.rate,
    rateType: input.rateType,
    termMonths: input.termMonths,
    amortizationMonths: input.amortizationMonths,
    paymentFrequency: input.paymentFrequency,
    fundingDate: input.fundingDate,
    interestAdjustmentDate: input.interestAdjustmentDate ?? null,
    maturityDate: input.maturityDate,
  };
}

/** The book's filters within the actor's scope (own rows for an agent; every row, by agent, for the super admin). */
export function bookFilter(actor: Actor | null, query: Omit<ListBookQuery, 'page' | 'pageSize'>, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeFor(actor, 'mortgageFile:read', fm.agentId)];
  if (query.agentId) conditions.push(eq(fm.agentId, query.agentId));
  if (query.rateType) conditions.push(eq(fm.rateType, query.rateType));
  if (query.maturingWithinMonths) conditions.push(gte(fm.maturityDate, today), lte(fm.maturityDate, addMonthsToDay(today, query.maturingWithinMonths)));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(fm.clientName, pattern), ilike(fm.clientEmail, pattern), ilike(fm.lender, pattern)));
  }
  return and(...conditions);
}

/** One page of the book, the nearest maturity first. */
export async function listBook(deps: Deps, actor: Actor | null, query: ListBookQuery): Promise<FundedMortgageList> {
  const where = bookFilter(actor, query, brokerageDay(deps.clock.now()));
  const [rows, total] = await Promise.all([
    selectFunded(deps.db)
      .where(where)
      .orderBy(asc(fm.maturityDate), asc(fm.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.$count(fm, where),
  ]);
  return { items: await withReminders(deps.db, rows), total };
}

/**
 * Every mortgage of the filtered book, nearest maturity first, in batches read by keyset (maturity,
 * id), so the CSV streams in flat memory like the leads' export (decision 032).
 */
export async function* exportBook(deps: Deps, actor: Actor | null, query: Omit<ListBookQuery, 'page' | 'pageSize'>, batchSize = 1000): AsyncGenerator<FundedMortgage[], void, undefined> {
  const where = bookFilter(actor, query, brokerageDay(deps.clock.now()));
  type Cursor = { maturityDate: string; id: string };
  let after: Cursor | null = null;
  for (;;) {
    const cursor: Cursor | null = after;
    const rows: Awaited<ReturnType<ReturnType<typeof selectFunded>['where']>> = await selectFunded(deps.db)
      .where(and(where, cursor ? or(gt(fm.maturityDate, cursor.maturityDate), and(eq(fm.maturityDate, cursor.maturityDate), gt(fm.id, cursor.id))) : undefined))
      .orderBy(asc(fm.maturityDate), asc(fm.id))
      .limit(batchSize);
    if (rows.length > 0) yield await withReminders(deps.db, rows);
    if (rows.length < batchSize) return;
    const last: Row = rows.at(-1)!.row;
    after = { maturityDate: last.maturityDate, id: last.id };
  }
}

/** The first day of the brokerage's current month and the 12 months from it, `YYYY-MM`. */
export function nextTwelveMonths(now: Date): string[] {
  const first = `${brokerageDay(now).slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, i) => addMonthsToDay(first, i).slice(0, 7));
}

/** How many mortgages of the book (own or all, by agent) mature in each of the next 12 months, and their amounts (issue 40 §7). */
export async function maturitiesByMonth(deps: Deps, actor: Actor | null, query: MaturitiesQuery): Promise<MaturitiesByMonth> {
  const months = nextTwelveMonths(deps.clock.now());
  const from = `${months[0]}-01`;
  const to = addMonthsToDay(from, 12);
  const month = sql<string>`to_char(${fm.maturityDate}, 'YYYY-MM')`;
  const rows = await deps.db
    .select({ month, count: sql<number>`count(*)::int`, amountCents: sql<string>`sum(${fm.amountCents})::text` })
    .from(fm)
    .where(and(scopeFor(actor, 'mortgageFile:read', fm.agentId), query.agentId ? eq(fm.agentId, query.agentId) : undefined, gte(fm.maturityDate, from), lt(fm.maturityDate, to)))
    .groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return { months: months.map((key) => ({ month: key, count: Number(byMonth.get(key)?.count ?? 0), amountCents: Number(byMonth.get(key)?.amountCents ?? 0) })) };
}
