import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { fileDocumentItems } from '@maple/db/schema/file-documents';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { applicationSteps } from '@maple/db/schema/portal';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { fromCents } from '@maple/shared/mortgage/money';
import type { Actor } from '@maple/shared/permissions';
import { fileStages, isClosedStage, type FileStage } from '@maple/shared/schemas/file-stages';
import { pipelineCardsPerColumn, type PipelineBoard, type PipelineCard, type PipelineQuery } from '@maple/shared/schemas/pipeline';
import type { Deps } from '../../lib/deps.ts';
import { scopeFor } from '../../lib/scope.ts';
import { getBrokerageSettings } from '../site/site.service.ts';

// The pipeline board (issue 40 §1, decision 102): the files the actor may read, one column per
// stage, aggregated on the server so the answer stays small whatever the book's size: per column
// the count and total amount of every file in it, and the most recently moved cards only.

/**
 * A file's mortgage amount in cents: the application's mortgage step when the borrower saved it,
 * else the amount the public application form sent with the lead; null when neither holds a number.
 */
const amountCents = sql<string | null>`round(coalesce(
  (select case when jsonb_typeof(${applicationSteps.value}->'amount') = 'number' then (${applicationSteps.value}->>'amount')::numeric end
     from ${applicationSteps} where ${applicationSteps.fileId} = ${mortgageFiles.id} and ${applicationSteps.step} = 'mortgage'),
  case when jsonb_typeof(${leads.metadata}->'mortgageAmount') = 'number' then (${leads.metadata}->>'mortgageAmount')::numeric end
) * 100)`;

/** Documents a file still asks the borrower for, as the portal's reminders count them (requested or needing attention, not removed). */
const outstandingDocuments = (fileId: unknown) => sql<number>`(select count(*) from ${fileDocumentItems}
  where ${fileDocumentItems.fileId} = ${fileId} and ${fileDocumentItems.removedAt} is null
  and ${fileDocumentItems.status} in ('requested', 'needs_attention'))`.mapWith(Number);

const dayMs = 24 * 60 * 60 * 1000;
/** Whole brokerage days from the day of `from` to the day of `to` (a move at 23:00 is one day old at 00:30). */
export const brokerageDaysBetween = (from: Date, to: Date): number =>
  Math.max(0, Math.round((Date.parse(brokerageDay(to)) - Date.parse(brokerageDay(from))) / dayMs));

/** The board of the files the actor may read (the console's `agentId` filter narrows it). */
export async function pipelineBoard(deps: Deps, actor: Actor | null, query: PipelineQuery): Promise<PipelineBoard> {
  const where = and(scopeFor(actor, 'mortgageFile:read'), query.agentId ? eq(leads.agentId, query.agentId) : undefined) as SQL | undefined;
  const now = deps.clock.now();
  const { pipelineStaleDays } = await getBrokerageSettings(deps.db);

  const ranked = deps.db
    .select({
      fileId: sql<string>`${mortgageFiles.id}`.as('file_id'),
      leadId: sql<string>`${leads.id}`.as('lead_id'),
      clientName: sql<string>`${leads.clientName}`.as('client_name'),
      agentId: sql<string | null>`${leads.agentId}`.as('agent_id'),
      agentName: sql<string | null>`${agents.name}`.as('agent_name'),
      stage: sql<FileStage>`${mortgageFiles.stage}`.as('stage'),
      stageChangedAt: sql<Date>`${mortgageFiles.stageChangedAt}`.as('stage_changed_at'),
      amountCents: amountCents.as('amount_cents'),
      rank: sql<number>`row_number() over (partition by ${mortgageFiles.stage} order by ${mortgageFiles.stageChangedAt} desc, ${mortgageFiles.id})`.as('rank'),
    })
    .from(mortgageFiles)
    .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(where)
    .as('ranked');

  const [cards, totals] = await Promise.all([
    // The documents are counted for the shown cards only, after the rank's limit.
    deps.db
      .select({
        fileId: ranked.fileId,
        leadId: ranked.leadId,
        clientName: ranked.clientName,
        agentId: ranked.agentId,
        agentName: ranked.agentName,
        stage: ranked.stage,
        stageChangedAt: ranked.stageChangedAt,
        amountCents: ranked.amountCents,
        // Named in full: inside the count's own FROM a bare "file_id" would be the item's column.
        outstanding: outstandingDocuments(sql`${sql.identifier('ranked')}.${sql.identifier('file_id')}`),
      })
      .from(ranked)
      .where(lte(ranked.rank, pipelineCardsPerColumn))
      .orderBy(desc(ranked.stageChangedAt)),
    deps.db
      .select({ stage: mortgageFiles.stage, n: count(), cents: sql<string | null>`sum(${amountCents})` })
      .from(mortgageFiles)
      .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
      .where(where)
      .groupBy(mortgageFiles.stage),
  ]);

  const byStage = new Map<FileStage, PipelineCard[]>(fileStages.map((stage) => [stage, []]));
  for (const row of cards) {
    const changedAt = new Date(row.stageChangedAt);
    const daysInStage = brokerageDaysBetween(changedAt, now);
    byStage.get(row.stage)!.push({
      fileId: row.fileId,
      leadId: row.leadId,
      clientName: row.clientName,
      agentId: row.agentId,
      agentName: row.agentName,
      amount: row.amountCents === null ? null : fromCents(Number(row.amountCents)),
      stageChangedAt: changedAt.toISOString(),
      daysInStage,
      outstandingDocuments: Number(row.outstanding),
      stale: !isClosedStage(row.stage) && daysInStage >= pipelineStaleDays,
    });
  }
  const totalOf = new Map(totals.map((row) => [row.stage, row]));
  return {
    staleDays: pipelineStaleDays,
    columns: fileStages.map((stage) => ({
      stage,
      count: Number(totalOf.get(stage)?.n ?? 0),
      totalAmount: fromCents(Number(totalOf.get(stage)?.cents ?? 0)),
      cards: byStage.get(stage)!,
    })),
  };
}
