import { eq, sql } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { rateSource } from '@maple/db/schema/rate-source';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import type { Actor } from '@maple/shared/permissions';
import type { RateSource, RateSourceValues, ScrapeResult } from '@maple/shared/schemas/rates';
import { AppError } from '../../lib/app-error.ts';
import { announcePublicChange } from '../../lib/public-content/content-changes.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Logger } from '../../lib/logger.ts';
import type { OutsideFetchPolicy } from '../../lib/outside-fetch-policy.ts';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch.ts';
import { changedByActor, recordRateChanges, type ChangedBy } from './rate-history.ts';
import { parseRateSource, RateSourceParseError } from './rate-source-parse.ts';
import type { Clock } from '@maple/shared/clock';

export type ScrapeDeps = { db: Db; clock: Clock; logger: Logger; outsideFetch: OutsideFetchPolicy };

export const scrapeTimeoutMs = 15_000;
export const scrapeMaxBytes = 2 * 1024 * 1024;

// Any fixed number shared by every process: the lock that makes two scrapes take turns.
const scrapeLockKey = 7_220_431;

export async function getRateSource(db: Db, actor: Actor | null): Promise<RateSource | null> {
  assertCan(actor, 'rate:read');
  const [row] = await db.select().from(rateSource).where(eq(rateSource.id, 1));
  if (!row) return null;
  return {
    url: row.url,
    format: row.format,
    selector: row.selector,
    updatedAt: row.updatedAt.toISOString(),
    lastScrapeAt: row.lastScrapeAt?.toISOString() ?? null,
    lastScrapeOutcome: row.lastScrapeOutcome,
    lastScrapeCount: row.lastScrapeCount,
  };
}

export async function saveRateSource({ db, clock }: { db: Db; clock: Clock }, actor: Actor | null, input: RateSourceValues): Promise<RateSource> {
  assertCan(actor, 'rate:update');
  const { url, format, selector } = input;
  const values = { url, format, selector: format === 'html-table' ? (selector ?? null) : null, updatedAt: clock.now() };
  await db
    .insert(rateSource)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: rateSource.id, set: values });
  return (await getRateSource(db, actor))!;
}

class ScrapeFailure extends Error {}

/**
 * Reads today's rates from the configured source and makes them the active ones. Fetch and parse
 * happen before any write; if either fails, or no row parses, nothing changes and the reason is
 * logged. Otherwise one transaction deactivates every active rate and inserts the new ones. The
 * transaction first takes an advisory lock, so two scrapes at once (a click and the daily job, or
 * two processes) take turns instead of leaving both batches active.
 */
export async function scrapeRates(deps: ScrapeDeps, by: ChangedBy): Promise<ScrapeResult> {
  const { db, logger } = deps;
  const [source] = await db.select().from(rateSource).where(eq(rateSource.id, 1));
  try {
    if (!source) throw new ScrapeFailure('no rate source is configured');
    const page = await safeFetch(source.url, {
      timeoutMs: deps.outsideFetch.timeoutMs ?? scrapeTimeoutMs,
      maxBytes: deps.outsideFetch.maxBytes ?? scrapeMaxBytes,
      allowPrivate: deps.outsideFetch.allowPrivate,
      accept: source.format === 'json' ? 'application/json' : 'text/html,application/xhtml+xml',
    });
    if (page.status < 200 || page.status >= 300) throw new ScrapeFailure(`the source answered ${page.status}`);
    const { rates, skipped } = parseRateSource(source.format, page.text, source.selector);
    if (!rates.length) throw new ScrapeFailure(`no valid rate in the source (${skipped} rows skipped)`);

    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${scrapeLockKey})`);
      const now = deps.clock.now();
      const retired = await tx
        .update(mortgageRates)
        .set({ isActive: false, updatedAt: now })
        .where(eq(mortgageRates.isActive, true))
        .returning();
      const inserted = [];
      for (let i = 0; i < rates.length; i += 500) {
        inserted.push(
          ...(await tx
            .insert(mortgageRates)
            .values(rates.slice(i, i + 500).map((rate) => ({ ...rate, isActive: true, scrapedAt: now, updatedAt: now, sourceUrl: source.url })))
            .returning()),
        );
      }
      await recordRateChanges(
        tx,
        by,
        [
          ...retired.map((after) => ({ rateId: after.id, action: 'replaced_by_scrape' as const, before: { ...after, isActive: true }, after })),
          ...inserted.map((after) => ({ rateId: after.id, action: 'scraped' as const, before: null, after })),
        ],
        now,
      );
      await tx
        .update(rateSource)
        .set({ lastScrapeAt: now, lastScrapeOutcome: 'succeeded', lastScrapeCount: inserted.length, lastScrapeReason: skipped ? `${skipped} rows skipped` : null })
        .where(eq(rateSource.id, 1));
      return inserted.length;
    });
    logger.info('rates scraped', { count, skipped, by: by.userId ?? 'schedule' });
    // The schedule and `npm run rates:scrape` write outside a signed-in request: tell every process.
    await announcePublicChange(db, 'rates scraped', logger);
    return { message: m.scraped, count };
  } catch (error) {
    const reason =
      error instanceof ScrapeFailure || error instanceof RateSourceParseError
        ? error.message
        : error instanceof SafeFetchError
          ? `${error.reason}: ${error.message}`
          : null;
    if (reason === null) throw error;
    logger.warn('rate scrape failed; nothing changed', { reason });
    if (source) {
      await db
        .update(rateSource)
        .set({ lastScrapeAt: deps.clock.now(), lastScrapeOutcome: 'failed', lastScrapeCount: null, lastScrapeReason: reason.slice(0, 500) })
        .where(eq(rateSource.id, 1));
    }
    throw new AppError(source ? 'upstream_failed' : 'bad_request', m.scrapeFailed, source ? undefined : { url: m.noSource });
  }
}

/** POST /api/admin/rates/scrape: the console's button. */
export async function scrapeRatesAsAdmin(deps: ScrapeDeps, actor: Actor | null): Promise<ScrapeResult> {
  assertCan(actor, 'rate:update');
  return scrapeRates(deps, await changedByActor(deps.db, actor));
}
