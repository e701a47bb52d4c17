import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Context } from 'hono';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { fromCents } from '@maple/shared/mortgage/money';
import { bookMessages as m } from '@maple/shared/messages/book';
import type { FundedMortgage, ListBookQuery, MaturitiesByMonth } from '@maple/shared/schemas/funded-mortgages';
import type { AppEnv } from '../../lib/app-env.ts';
import { csvStream, type CsvCell } from '../../lib/csv.ts';
import { describeError } from '../../lib/describe-error.ts';
import { exportBook } from './book.service.ts';

/** One mortgage's row in the import's columns (book-import.ts reads it back as it is). */
export function bookCsvRow(row: FundedMortgage): CsvCell[] {
  return [
    row.clientName,
    row.clientEmail,
    row.language,
    row.agentName ?? '',
    row.lender,
    fromCents(row.amountCents).toFixed(2),
    row.rate.toFixed(2),
    row.rateType,
    row.termMonths,
    row.amortizationMonths,
    row.paymentFrequency,
    row.fundingDate,
    row.interestAdjustmentDate ?? '',
    row.maturityDate,
    row.expressConsent ? 'express' : 'none',
    row.expressConsentSince ? brokerageDay(new Date(row.expressConsentSince)) : '',
  ];
}

/**
 * GET …/book/export.csv: the filtered book (own, or all by agent), nearest maturity first, streamed
 * batch by batch like the leads' export (decision 032): the next batch is read once the client took
 * the last; the first is read before the answer starts, so a failure there is still a JSON error.
 */
export async function bookCsvResponse(c: Context<AppEnv>, query: ListBookQuery) {
  const { page: _page, pageSize: _size, ...filters } = query;
  const batches = exportBook(c.var, c.var.actor, filters);
  const first = await batches.next();
  const { logger } = c.var;
  async function* rows() {
    if (first.done) return;
    yield* first.value.map(bookCsvRow);
    for await (const batch of batches) yield* batch.map(bookCsvRow);
  }
  const csv = csvStream(m.csvColumns);
  pipeline(Readable.from(rows()), csv).catch((error: unknown) => logger.error('book export failed', { ...describeError(error as Error) }));
  return c.body(ReadableStream.from<Uint8Array>(csv), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="book-${brokerageDay(c.var.clock.now())}.csv"`,
  });
}

/** GET …/book/maturities.csv: the 12 months of the summary, the amount in dollars. */
export async function maturitiesCsvResponse(c: Context<AppEnv>, summary: MaturitiesByMonth) {
  const csv = csvStream(m.maturitiesCsvColumns);
  for (const month of summary.months) csv.write([month.month, month.count, fromCents(month.amountCents).toFixed(2)]);
  csv.end();
  return c.body(ReadableStream.from<Uint8Array>(csv), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="maturities-${brokerageDay(c.var.clock.now())}.csv"`,
  });
}
