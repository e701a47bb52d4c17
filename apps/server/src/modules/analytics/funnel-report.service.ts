import { and, count, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { analyticsEvents } from '@maple/db/schema/analytics-events';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles, mortgageFileStageChanges } from '@maple/db/schema/mortgage-files';
import { brokerageDay, reportTimeZone } from '@maple/shared/brokerage-day';
import type { Actor } from '@maple/shared/permissions';
import { fileStages, type FileStage } from '@maple/shared/schemas/file-stages';
import { leadSources, type LeadSource } from '@maple/shared/schemas/leads';
import type { FunnelQuery, FunnelReport } from '@maple/shared/schemas/pipeline';
import type { Deps } from '../../lib/deps.ts';
import { scopeFor } from '../../lib/scope.ts';
import { startOfDay } from '../leads/leads-read.service.ts';
import { pageViewEvent } from './analytics.service.ts';

// The funnel (issue 40 §7, decision 102): leads made in each month of the period, how many of them
// got a mortgage file, and how many of those reached `funded`, by month, source and agent; and the
// median days files spent in each stage they left within the period, from the stage history; and,
// where counted, the views of each agent's public profile by month and agent (decision 116: the
// per-profile `page_view` events analytics-report.service.ts counts too; a view has no lead source).
// Counted from the brokerage's own rows: nothing follows a visitor across pages.

// A constant of ours written into the SQL, so the GROUP BY expression matches the selected one.
const zoneLiteral = sql.raw(`'${reportTimeZone.replaceAll("'", '')}'`);

/** `YYYY-MM` of the month `back` months before `month`. */
export function monthBefore(month: string, back: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) - back;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

type Counts = { leads: number; files: number; funded: number };
type WithViews = Counts & { profileViews: number };
const zero = (): WithViews => ({ profileViews: 0, leads: 0, files: 0, funded: 0 });
const add = (into: Counts, row: Counts) => {
  into.leads += row.leads;
  into.files += row.files;
  into.funded += row.funded;
};

export async function funnelReport(deps: Deps, actor: Actor | null, query: FunnelQuery): Promise<FunnelReport> {
  const to = brokerageDay(deps.clock.now()).slice(0, 7);
  const from = monthBefore(to, query.months - 1);
  const since = startOfDay(`${from}-01`);
  const scope = and(scopeFor(actor, 'analytics:read', leads.agentId), query.agentId ? eq(leads.agentId, query.agentId) : undefined) as SQL | undefined;
  const viewScope = and(
    eq(analyticsEvents.eventType, pageViewEvent),
    isNotNull(analyticsEvents.agentId),
    scopeFor(actor, 'analytics:read', analyticsEvents.agentId),
    query.agentId ? eq(analyticsEvents.agentId, query.agentId) : undefined,
    gte(analyticsEvents.createdAt, since),
  );
  const viewMonth = sql<string>`to_char(${analyticsEvents.createdAt} at time zone ${zoneLiteral}, 'YYYY-MM')`;

  const month = sql<string>`to_char(${leads.createdAt} at time zone ${zoneLiteral}, 'YYYY-MM')`;
  const hasFile = sql`exists (select 1 from ${mortgageFiles} where ${mortgageFiles.leadId} = ${leads.id})`;
  const funded = sql`exists (select 1 from ${mortgageFiles} where ${mortgageFiles.leadId} = ${leads.id} and ${mortgageFiles.stage} = 'funded')`;

  // The window function runs over every change of the files in scope; only stays that ended within the period are kept.
  const leftAt = sql<Date | null>`lead(${mortgageFileStageChanges.createdAt}) over (partition by ${mortgageFileStageChanges.fileId} order by ${mortgageFileStageChanges.seq})`;
  const stays = deps.db
    .select({
      stage: sql<FileStage>`${mortgageFileStageChanges.toStage}`.as('stage'),
      enteredAt: sql<Date>`${mortgageFileStageChanges.createdAt}`.as('entered_at'),
      leftAt: leftAt.as('left_at'),
    })
    .from(mortgageFileStageChanges)
    .innerJoin(mortgageFiles, eq(mortgageFiles.id, mortgageFileStageChanges.fileId))
    .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
    .where(scope)
    .as('stays');

  const [groups, stageRows, viewGroups] = await Promise.all([
    deps.db
      .select({
        month,
        source: leads.source,
        agentId: leads.agentId,
        agentName: agents.name,
        leads: count(),
        files: sql<number>`count(*) filter (where ${hasFile})`.mapWith(Number),
        funded: sql<number>`count(*) filter (where ${funded})`.mapWith(Number),
      })
      .from(leads)
      .leftJoin(agents, eq(agents.id, leads.agentId))
      .where(and(scope, sql`${leads.createdAt} >= ${since}`))
      .groupBy(month, leads.source, leads.agentId, agents.name),
    deps.db
      .select({
        stage: stays.stage,
        median: sql<string | null>`percentile_cont(0.5) within group (order by greatest(0, extract(epoch from (${stays.leftAt} - ${stays.enteredAt}))) / 86400)`,
        stays: count(),
      })
      .from(stays)
      .where(and(isNotNull(stays.leftAt), gte(stays.leftAt, since)))
      .groupBy(stays.stage),
    deps.db
      .select({ month: viewMonth, agentId: analyticsEvents.agentId, agentName: agents.name, views: count() })
      .from(analyticsEvents)
      .leftJoin(agents, eq(agents.id, analyticsEvents.agentId))
      .where(viewScope)
      .groupBy(viewMonth, analyticsEvents.agentId, agents.name),
  ]);

  const months = Array.from({ length: query.months }, (_, i) => monthBefore(to, query.months - 1 - i));
  const byMonth = new Map(months.map((m) => [m, zero()]));
  const bySource = new Map<LeadSource, Counts>();
  const byAgent = new Map<string, WithViews & { agentId: string | null; agentName: string | null }>();
  const agentRow = (agentId: string | null, agentName: string | null) => {
    const key = agentId ?? '';
    return byAgent.get(key) ?? byAgent.set(key, { agentId, agentName, ...zero() }).get(key)!;
  };
  for (const row of groups) {
    const counts = { leads: Number(row.leads), files: Number(row.files), funded: Number(row.funded) };
    const monthCounts = byMonth.get(row.month);
    if (monthCounts) add(monthCounts, counts);
    add(bySource.get(row.source) ?? bySource.set(row.source, { leads: 0, files: 0, funded: 0 }).get(row.source)!, counts);
    add(agentRow(row.agentId, row.agentName), counts);
  }
  // Views of an agent's profile, also for an agent with no lead in the period.
  for (const row of viewGroups) {
    const views = Number(row.views);
    const monthCounts = byMonth.get(row.month);
    if (monthCounts) monthCounts.profileViews += views;
    agentRow(row.agentId, row.agentName).profileViews += views;
  }
  const medianOf = new Map(stageRows.map((row) => [row.stage, row]));
  return {
    from,
    to,
    byMonth: months.map((m) => ({ month: m, ...byMonth.get(m)! })),
    bySource: leadSources.filter((source) => bySource.has(source)).map((source) => ({ source, ...bySource.get(source)! })),
    byAgent: [...byAgent.values()].sort((a, b) => b.leads - a.leads || b.profileViews - a.profileViews || (a.agentName ?? '\uffff').localeCompare(b.agentName ?? '\uffff')),
    stageDays: fileStages.map((stage) => {
      const row = medianOf.get(stage);
      return { stage, medianDays: row?.median == null ? null : Math.round(Number(row.median) * 10) / 10, stays: Number(row?.stays ?? 0) };
    }),
  };
}

/**
 * The report as CSV rows (report, group, profile views, leads, files, funded, median days, stays),
 * one section after another; a source row has no profile views (a view has no source).
 */
export function funnelCsvRows(report: FunnelReport, words: { month: string; source: string; agent: string; stage: string; unassigned: string }): (string | number | null)[][] {
  return [
    ...report.byMonth.map((row) => [words.month, row.month, row.profileViews, row.leads, row.files, row.funded, null, null]),
    ...report.bySource.map((row) => [words.source, row.source, null, row.leads, row.files, row.funded, null, null]),
    ...report.byAgent.map((row) => [words.agent, row.agentName ?? words.unassigned, row.profileViews, row.leads, row.files, row.funded, null, null]),
    ...report.stageDays.map((row) => [words.stage, row.stage, null, null, null, null, row.medianDays, row.stays]),
  ];
}
