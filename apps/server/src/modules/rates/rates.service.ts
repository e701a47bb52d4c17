import { and, asc, desc, eq, getTableColumns, gt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@maple/db/client';
import { mortgageRateChanges } from '@maple/db/schema/mortgage-rate-changes';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { ratesMessages } from '@maple/shared/messages/rates';
import { provinceName, type ProvinceCode } from '@maple/shared/provinces';
import { mortgageTypes, rateTypes, type BestRate, type PublicRate, type RateType } from '@maple/shared/schemas/rates';
import type { RepresentativeExample } from '@maple/shared/schemas/representative-example';
import { compareTerms, termLabel } from '@maple/shared/terms';
import { AppError } from '../../lib/app-error.ts';
import { rateDisclosure } from './rate-disclosure.ts';
import { findRepresentativeExample } from './representative-example.service.ts';

const r = mortgageRates;

// When the console last edited the rate's figures (its history, mortgage_rate_changes_rate_idx): a
// rate is "as of" the later of that and its scrape. Turning a rate on or off does not set it.
// Written with qualified names: drizzle leaves a one-table query's columns bare, and a bare "id"
// inside the subquery would be the change's own.
const lastEditedAt = sql<Date | null>`(select max(edit.changed_at) from ${mortgageRateChanges} edit where edit.rate_id = "mortgage_rates"."id" and edit.action = 'updated')`.mapWith(r.scrapedAt);

/**
 * Today's rates for one province: active rows only, one per (term, rate type, mortgage type), the
 * newest scrape winning. `distinct on` keeps the first row of each key in the order given; every
 * column runs descending so Postgres reads mortgage_rates_public_idx backwards with no sort.
 */
export async function listPublicRates(db: Db, province: ProvinceCode, example: RepresentativeExample): Promise<PublicRate[]> {
  const rows = await db
    .selectDistinctOn([r.termMonths, r.rateType, r.mortgageType], { ...getTableColumns(r), lastEditedAt })
    .from(r)
    .where(and(eq(r.isActive, true), eq(r.province, province)))
    .orderBy(desc(r.termMonths), desc(r.rateType), desc(r.mortgageType), desc(r.scrapedAt));
  return rows
    .sort(
      (a, b) =>
        compareTerms(a.termMonths, b.termMonths) ||
        rateTypes.indexOf(a.rateType) - rateTypes.indexOf(b.rateType) ||
        mortgageTypes.indexOf(a.mortgageType) - mortgageTypes.indexOf(b.mortgageType),
    )
    .map((row) => ({
      id: row.id,
      province: row.province,
      provinceName: provinceName(row.province) ?? row.province,
      termMonths: row.termMonths,
      termLabel: termLabel(row.termMonths),
      rateType: row.rateType,
      mortgageType: row.mortgageType,
      postedRate: row.postedRate,
      ourRate: row.ourRate,
      scrapedAt: row.scrapedAt.toISOString(),
      ...rateDisclosure(row, example),
    }));
}

/**
 * The lowest current rate, for a term and a rate type when given: active, and not superseded by a
 * newer scrape of the same key (an old row with a tempting number must not headline the home page
 * or the chat assistant's answer). The outer order walks mortgage_rates_best_idx; the probe for a
 * newer row uses mortgage_rates_public_idx. Null when the table has none.
 */
export async function findLowestCurrentRate(db: Db, filter: { termMonths?: number; rateType?: RateType; province?: ProvinceCode } = {}) {
  const newer = alias(mortgageRates, 'newer');
  const [row] = await db
    .select({ ourRate: r.ourRate, postedRate: r.postedRate, termMonths: r.termMonths, rateType: r.rateType, mortgageType: r.mortgageType, province: r.province, scrapedAt: r.scrapedAt, lastEditedAt })
    .from(r)
    .where(
      and(
        eq(r.isActive, true),
        filter.termMonths ? eq(r.termMonths, filter.termMonths) : undefined,
        filter.rateType ? eq(r.rateType, filter.rateType) : undefined,
        filter.province ? eq(r.province, filter.province) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(newer)
            .where(
              and(
                eq(newer.isActive, true),
                eq(newer.province, r.province),
                eq(newer.termMonths, r.termMonths),
                eq(newer.rateType, r.rateType),
                eq(newer.mortgageType, r.mortgageType),
                gt(newer.scrapedAt, r.scrapedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(r.ourRate), desc(r.scrapedAt), asc(r.province))
    .limit(1);
  return row ?? null;
}

/** The lowest current rate anywhere, for the home page's 'Best Rate Today'. */
export async function getBestRate(db: Db): Promise<BestRate> {
  const [row, representativeExample] = await Promise.all([findLowestCurrentRate(db), findRepresentativeExample(db)]);
  if (!row) throw new AppError('not_found', ratesMessages.noBestRate);
  const { ourRate, termMonths, rateType, mortgageType, province } = row;
  return { ourRate, termMonths, termLabel: termLabel(termMonths), rateType, mortgageType, province, ...rateDisclosure(row, representativeExample), representativeExample };
}

/** GET /api/rates: a province's rates with their APRs, and the example those are worked on. */
export async function getPublicRates(db: Db, province: ProvinceCode) {
  const representativeExample = await findRepresentativeExample(db);
  return { province, provinceName: provinceName(province)!, rates: await listPublicRates(db, province, representativeExample), representativeExample };
}

/**
 * The best current rate of a term in a province, with its APR on the representative example (a rate
 * alert's "now", decision 105), and the APR the same term and type would have at another rate (the
 * alert's "before"). Null when the province has no active rate of the term.
 */
export async function bestRateWithApr(db: Db, province: ProvinceCode, termMonths: number) {
  const [row, example] = await Promise.all([findLowestCurrentRate(db, { province, termMonths }), findRepresentativeExample(db)]);
  if (!row) return null;
  const aprAt = (ourRate: number) => rateDisclosure({ ...row, ourRate }, example).apr;
  return { ourRate: row.ourRate, rateType: row.rateType, mortgageType: row.mortgageType, apr: aprAt(row.ourRate), aprAt, example };
}
