import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { mortgageRateChanges } from '@maple/db/schema/mortgage-rate-changes';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import type { Actor } from '@maple/shared/permissions';
import { isRecordId } from '@maple/shared/schemas/path-params';
import type { ListOf } from '@maple/shared/schemas/paging';
import { provinceName, provinces } from '@maple/shared/provinces';
import {
  type AdminRate,
  type CreateRateValues,
  type ListAdminRatesQuery,
  type RateChange,
  type UpdateRateInput,
} from '@maple/shared/schemas/rates';
import { termLabel } from '@maple/shared/terms';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { paginate } from '../../lib/paginate.ts';
import { changedByActor, recordRateChanges } from './rate-history.ts';

const r = mortgageRates;
type RateRow = typeof mortgageRates.$inferSelect;

/** Hand-entered rates carry this as their source (back-office §3, §7). */
export const manualSource = m.manualEntry;

export function toAdminRate(row: RateRow): AdminRate {
  return {
    id: row.id,
    province: row.province,
    provinceName: provinceName(row.province) ?? row.province,
    termMonths: row.termMonths,
    termLabel: termLabel(row.termMonths),
    rateType: row.rateType,
    mortgageType: row.mortgageType,
    postedRate: row.postedRate,
    ourRate: row.ourRate,
    isActive: row.isActive,
    sourceUrl: row.sourceUrl,
    scrapedAt: row.scrapedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One page of the console's All Rates, cheapest first, active or not: the filters and the search
 * combine (AND); the id ends the order so a page boundary never shows a rate twice or skips one.
 */
export async function listAdminRates(deps: Deps, actor: Actor | null, query: ListAdminRatesQuery): Promise<ListOf<AdminRate>> {
  assertCan(actor, 'rate:read');
  const where = and(
    query.status === 'all' ? undefined : eq(r.isActive, query.status === 'active'),
    query.province ? eq(r.province, query.province) : undefined,
    query.termMonths ? eq(r.termMonths, query.termMonths) : undefined,
    query.rateType ? eq(r.rateType, query.rateType) : undefined,
    ...searchWords(query.q).map((word) => ilike(rateSearchText, containsPattern(word))),
  );
  const rows = deps.db.select().from(r).where(where).orderBy(asc(r.ourRate), asc(r.province), asc(r.termMonths), desc(r.scrapedAt), asc(r.id)).$dynamic();
  const page = await paginate(rows, deps.db.$count(r, where), query);
  return { items: page.items.map(toAdminRate), total: page.total };
}

/** 'Ontario 5 year' → ['Ontario', '5', 'year']: every word must be found, in any field. */
const searchWords = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean);

// What a search reads of a rate, as the console shows it: province code and name, the term as
// labelled ('5 year', '6 months', as termLabel), rate and mortgage type, and the source (a lender's
// address or 'Manual Entry'). Built in SQL so the total counts exactly the rows a page is cut from.
const provinceNames = sql.join(
  provinces.map((p) => sql`when ${p.code} then ${p.name}`),
  sql` `,
);
const termText = sql`case when ${r.termMonths} % 12 = 0 then (${r.termMonths} / 12)::text || ' year' else ${r.termMonths}::text || ' months' end`;
const rateSearchText = sql`concat_ws(' ', ${r.province}, (case ${r.province} ${provinceNames} end), ${termText}, ${r.rateType}::text, ${r.mortgageType}::text, ${r.sourceUrl})`;

async function findRate(deps: Deps, id: string): Promise<RateRow> {
  const [row] = isRecordId(id) ? await deps.db.select().from(r).where(eq(r.id, id)) : [];
  if (!row) throw new AppError('not_found', m.notFound);
  return row;
}

/** Add Rate Manually: active at once, scraped now, source 'Manual Entry'. */
export async function createRate(deps: Deps, actor: Actor | null, input: CreateRateValues): Promise<AdminRate> {
  assertCan(actor, 'rate:create');
  const by = await changedByActor(deps.db, actor);
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [created] = await tx
      .insert(r)
      .values({ ...input, isActive: true, sourceUrl: manualSource, scrapedAt: now, updatedAt: now })
      .returning();
    await recordRateChanges(tx, by, [{ rateId: created!.id, action: 'created', before: null, after: created! }], now);
    return created!;
  });
  deps.logger.info('rate created', { rateId: row.id });
  return toAdminRate(row);
}

/** Inline edit of posted and our rate, or the badge's toggle; the change is kept in the history. */
export async function updateRate(deps: Deps, actor: Actor | null, id: string, input: UpdateRateInput): Promise<AdminRate> {
  assertCan(actor, 'rate:update');
  const by = await changedByActor(deps.db, actor);
  const row = await deps.db.transaction(async (tx) => {
    const [before] = isRecordId(id) ? await tx.select().from(r).where(eq(r.id, id)).for('update') : [];
    if (!before) throw new AppError('not_found', m.notFound);
    const now = deps.clock.now();
    const [after] = await tx
      .update(r)
      .set({ ...input, updatedAt: now })
      .where(eq(r.id, id))
      .returning();
    const toggled = input.isActive !== undefined && input.isActive !== before.isActive;
    const edited = (input.postedRate !== undefined && input.postedRate !== before.postedRate) || (input.ourRate !== undefined && input.ourRate !== before.ourRate);
    const changes = [];
    if (edited) changes.push({ rateId: id, action: 'updated' as const, before, after: toggled ? { ...after!, isActive: before.isActive } : after! });
    if (toggled) changes.push({ rateId: id, action: after!.isActive ? ('activated' as const) : ('deactivated' as const), before: edited ? { ...after!, isActive: before.isActive } : before, after: after! });
    await recordRateChanges(tx, by, changes, now);
    return after!;
  });
  return toAdminRate(row);
}

/** Removes the rate; its history stays (ending with 'deleted'). */
export async function deleteRate(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'rate:delete');
  const before = await findRate(deps, id);
  const by = await changedByActor(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(r).where(eq(r.id, id)).returning();
    if (!gone) throw new AppError('not_found', m.notFound);
    await recordRateChanges(tx, by, [{ rateId: id, action: 'deleted', before, after: null }], deps.clock.now());
  });
  deps.logger.info('rate deleted', { rateId: id });
}

/** What the rate was, change by change, newest first; answers for a deleted rate too. */
export async function listRateHistory(deps: Deps, actor: Actor | null, id: string): Promise<{ items: RateChange[]; total: number }> {
  assertCan(actor, 'rate:read');
  if (!isRecordId(id)) throw new AppError('not_found', m.notFound);
  const rows = await deps.db
    .select()
    .from(mortgageRateChanges)
    .where(eq(mortgageRateChanges.rateId, id))
    .orderBy(desc(mortgageRateChanges.changedAt), desc(mortgageRateChanges.id));
  if (!rows.length) await findRate(deps, id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      changedBy: row.changedByName,
      changedAt: row.changedAt.toISOString(),
      before: row.before,
      after: row.after,
    })),
    total: rows.length,
  };
}
