import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import type { Actor } from '@maple/shared/permissions';
import type { Lead, ListLeadsQuery } from '@maple/shared/schemas/leads';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordLeadActivity, userActor } from './lead-activity.ts';
import { leadColumns, toLead, type LeadRow } from './lead-row.ts';
import { leadFilter } from './leads-read.service.ts';

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
