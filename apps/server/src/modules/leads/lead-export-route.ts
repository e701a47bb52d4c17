import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Context } from 'hono';
import { scopeOf } from '@maple/shared/permissions';
import type { ListLeadsQuery } from '@maple/shared/schemas/leads';
import type { AppEnv } from '../../lib/app-env.ts';
import { describeError } from '../../lib/describe-error.ts';
import { auditSourceOf, recordAudit } from '../audit/audit.service.ts';
import { leadCsvRow, leadsCsvFileName, leadsCsvStream } from './lead-export.ts';
import { exportLeads, leadExportBatchSize } from './lead-export-batches.ts';

/**
 * GET …/leads/export.csv for both audiences: the same filters as the list, every matching row, as a
 * download; each exported lead's trail records the export.
 *
 * The CSV is streamed: each batch of leads (exportLeads) is written to the response as it is read,
 * and the next is read only when the client has taken the last (the streams' backpressure), so
 * memory stays flat however many leads the brokerage holds (decision 032). The first batch is read
 * before the answer starts, so a failure there (the database is down) is still the usual JSON error
 * with its status.
 */
export async function leadsCsvResponse(c: Context<AppEnv>, query: ListLeadsQuery) {
  const batches = exportLeads(c.var, c.var.actor, query, batchSizeOf(c.env));
  const first = await batches.next();
  // The audit trail keeps who exported which set (the filter, not the rows), once the export has begun.
  await recordAudit(c.var.db, c.var.clock.now(), { kind: 'leads_exported', ...auditSourceOf(c), detail: { filter: exportFilter(query), scope: c.var.actor ? scopeOf(c.var.actor.role, 'lead:read') : null } });
  const { logger } = c.var;
  async function* rows() {
    try {
      if (first.done) return;
      yield* first.value.map(leadCsvRow);
      for await (const batch of batches) yield* batch.map(leadCsvRow);
    } catch (error) {
      // The client went away: the response was cancelled, and the streams stop this generator.
      if (isCancel(error)) throw error;
      // The status (200) went out with the first bytes and cannot change any more. The failure is
      // logged here, and the stream ends with an error rather than quietly: the server then drops
      // the connection before the body's last chunk, so the browser reports a failed download
      // instead of saving a short file that looks whole. The error the stream carries says no more
      // than that: a failed query's message holds leads' names and emails (describe-error.ts).
      logger.error('leads export failed', { ...describeError(error as Error) });
      throw new ExportStopped();
    }
  }
  const csv = leadsCsvStream();
  pipeline(Readable.from(rows()), csv).catch((error: unknown) => {
    // ExportStopped is logged above; a client that goes away cancels the response, which stops the
    // batches (exportLeads logs how many it handed out). Anything else is the writer's own failure.
    if (error instanceof ExportStopped || isCancel(error)) return;
    logger.error('leads export failed', { ...describeError(error as Error) });
  });
  return c.body(ReadableStream.from<Uint8Array>(csv), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${leadsCsvFileName(c.var.clock.now())}"`,
  });
}

/** The filters an export was asked for, without the paging and the ones left empty (`{}`: every lead in scope). */
function exportFilter({ page: _page, pageSize: _pageSize, ...filters }: ListLeadsQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

class ExportStopped extends Error {
  override message = 'The lead export stopped before its end';
}

const isCancel = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE' || (error as Error | null)?.name === 'AbortError';

/** Tests pass a small batch as a binding (`app.request(path, init, { leadExportBatchSize: 3 })`); a server never does. */
function batchSizeOf(env: unknown): number {
  const size = (env as { leadExportBatchSize?: unknown } | undefined)?.leadExportBatchSize;
  return typeof size === 'number' && Number.isSafeInteger(size) && size > 0 ? size : leadExportBatchSize;
}
