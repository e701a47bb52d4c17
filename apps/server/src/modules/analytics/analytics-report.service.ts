import { and, count, desc, eq, gte, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { analyticsEvents } from '@maple/db/schema/analytics-events';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { leads } from '@maple/db/schema/leads';
import { testimonials } from '@maple/db/schema/testimonials';
import { errorsMessages } from '@maple/shared/messages/errors';
import { scopeOf, type Actor } from '@maple/shared/permissions';
import {
  recentEventsLimit,
  topAgentsLimit,
  type ActivityEvent,
  type AgentAnalytics,
  type AnalyticsQuery,
  type AnalyticsRange,
  type PlatformAnalytics,
} from '@maple/shared/schemas/analytics';
import { leadSourceFilters, leadStatuses, reportTimeZone, sourceFilterOf, type LeadSource, type LeadStatus } from '@maple/shared/schemas/leads';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import { scopeFor } from '../../lib/scope.ts';
import type { Deps } from '../../lib/deps.ts';
import { startOfDay } from '../leads/leads-read.service.ts';
import { analyticsRange, dailySeries, todayIn } from './analytics-range.ts';
import { pageViewEvent } from './analytics.service.ts';

/** Rows created within the range (all time: no condition). */
const within = (range: AnalyticsRange, column: Column): SQL | undefined => (range.from ? gte(column, startOfDay(range.from)) : undefined);

const countWhere = (condition: SQL | Column) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const pageViews = (range: AnalyticsRange, scope: SQL | undefined) =>
  and(eq(analyticsEvents.eventType, pageViewEvent), within(range, analyticsEvents.createdAt), scope);

// The zone is written into the SQL as a literal (a constant of ours, never input): with a bound
// parameter the GROUP BY expression would not match the selected one and PostgreSQL refuses it.
const zoneLiteral = sql.raw(`'${reportTimeZone.replaceAll("'", '')}'`);

/** The calendar day (brokerage time zone) of a timestamp column, as `YYYY-MM-DD`. */
const localDay = (column: Column) => sql<string>`to_char(${column} at time zone ${zoneLiteral}, 'YYYY-MM-DD')`;

async function dailyCounts(db: Db, range: AnalyticsRange, leadScope: SQL | undefined, viewScope: SQL | undefined, now: Date) {
  const leadDay = localDay(leads.createdAt);
  const viewDay = localDay(analyticsEvents.createdAt);
  const [leadRows, viewRows] = await Promise.all([
    db.select({ day: leadDay, n: count() }).from(leads).where(and(within(range, leads.createdAt), leadScope)).groupBy(leadDay),
    db.select({ day: viewDay, n: count() }).from(analyticsEvents).where(pageViews(range, viewScope)).groupBy(viewDay),
  ]);
  const today = todayIn(now);
  // All time starts at the first day anything happened (today when nothing has).
  const first = range.from ?? [...leadRows, ...viewRows].map((r) => r.day).reduce((a, b) => (b < a ? b : a), today);
  return dailySeries(first, today, new Map(leadRows.map((r) => [r.day, r.n])), new Map(viewRows.map((r) => [r.day, r.n])));
}

const zeroStatuses = (): Record<LeadStatus, number> => Object.fromEntries(leadStatuses.map((s) => [s, 0])) as Record<LeadStatus, number>;

/**
 * The console's Analytics tab: platform totals for the period, the top agents by leads in the
 * period with their page views, and leads and page views per day. Every count is limited to rows
 * created within the period (ARCHITECTURE §8: the spec's original ignored the filter).
 */
export async function platformAnalytics({ db, clock }: Deps, actor: Actor | null, query: AnalyticsQuery): Promise<PlatformAnalytics> {
  const now = clock.now();
  assertCan(actor, 'analytics:read');
  if (scopeOf(actor.role, 'analytics:read') !== 'any') throw new AppError('forbidden', errorsMessages.forbidden);
  const range = analyticsRange(query.period, now);

  const leadsInRange = and(eq(leads.agentId, agents.id), within(range, leads.createdAt));
  const viewsInRange = and(eq(analyticsEvents.agentId, agents.id), pageViews(range, undefined));
  const leadCount = sql<number>`(select count(*) from ${leads} where ${leadsInRange})`.mapWith(Number);
  const viewCount = sql<number>`(select count(*) from ${analyticsEvents} where ${viewsInRange})`.mapWith(Number);

  const [[agentTotals], leadGroups, [testimonialTotals], [postTotals], [views], topAgents, daily] = await Promise.all([
    db.select({ all: count(), active: countWhere(agents.isActive) }).from(agents).where(within(range, agents.createdAt)),
    db.select({ source: leads.source, status: leads.status, n: count() }).from(leads).where(within(range, leads.createdAt)).groupBy(leads.source, leads.status),
    db
      .select({ approved: countWhere(testimonials.isApproved), pending: countWhere(sql`not ${testimonials.isApproved}`) })
      .from(testimonials)
      .where(within(range, testimonials.createdAt)),
    db
      .select({ published: countWhere(blogPosts.isPublished), draft: countWhere(sql`not ${blogPosts.isPublished}`) })
      .from(blogPosts)
      .where(within(range, blogPosts.createdAt)),
    db.select({ n: count() }).from(analyticsEvents).where(pageViews(range, undefined)),
    db
      .select({ agentId: agents.id, name: agents.name, profileSlug: agents.profileSlug, leads: leadCount, pageViews: viewCount })
      .from(agents)
      .orderBy(desc(leadCount), desc(viewCount), agents.name)
      .limit(topAgentsLimit),
    dailyCounts(db, range, undefined, undefined, now),
  ]);

  const bySource = Object.fromEntries(leadSourceFilters.map((f) => [f, 0])) as PlatformAnalytics['totals']['leads']['bySource'];
  const byStatus = zeroStatuses();
  let all = 0;
  for (const g of leadGroups) {
    bySource[sourceFilterOf(g.source)] += g.n;
    byStatus[g.status] += g.n;
    all += g.n;
  }
  return {
    ...range,
    totals: {
      agents: { all: agentTotals?.all ?? 0, active: agentTotals?.active ?? 0 },
      leads: { all, bySource, byStatus },
      testimonials: { approved: testimonialTotals?.approved ?? 0, pending: testimonialTotals?.pending ?? 0 },
      posts: { published: postTotals?.published ?? 0, draft: postTotals?.draft ?? 0 },
      pageViews: views?.n ?? 0,
    },
    topAgents,
    daily,
  };
}

/**
 * The dashboard's Analytics tab: the actor's own page views and leads for the period, leads by
 * status, per day, and the latest events (profile views and arriving leads) whatever the period.
 */
export async function agentAnalytics({ db, clock }: Deps, actor: Actor | null, query: AnalyticsQuery): Promise<AgentAnalytics> {
  const now = clock.now();
  const leadScope = scopeFor(actor, 'analytics:read', leads.agentId);
  const viewScope = scopeFor(actor, 'analytics:read');
  const range = analyticsRange(query.period, now);

  const [statusGroups, [views], daily, latestViews, latestLeads] = await Promise.all([
    db.select({ status: leads.status, n: count() }).from(leads).where(and(leadScope, within(range, leads.createdAt))).groupBy(leads.status),
    db.select({ n: count() }).from(analyticsEvents).where(pageViews(range, viewScope)),
    dailyCounts(db, range, leadScope, viewScope, now),
    db
      .select({ at: analyticsEvents.createdAt })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.eventType, pageViewEvent), viewScope))
      .orderBy(desc(analyticsEvents.createdAt))
      .limit(recentEventsLimit),
    db
      .select({ at: leads.createdAt, leadId: leads.id, clientName: leads.clientName, source: leads.source })
      .from(leads)
      .where(leadScope)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(recentEventsLimit),
  ]);

  const leadsByStatus = zeroStatuses();
  for (const g of statusGroups) leadsByStatus[g.status] += g.n;
  const events: (ActivityEvent & { time: number })[] = [
    ...latestViews.map((v) => ({ kind: 'page_view' as const, at: v.at.toISOString(), time: v.at.getTime() })),
    ...latestLeads.map((l) => ({ kind: 'lead' as const, at: l.at.toISOString(), time: l.at.getTime(), leadId: l.leadId, clientName: l.clientName, source: l.source as LeadSource })),
  ];
  const recentActivity = events
    .sort((a, b) => b.time - a.time)
    .slice(0, recentEventsLimit)
    .map(({ time: _time, ...event }) => event);

  return {
    ...range,
    totals: { pageViews: views?.n ?? 0, leads: Object.values(leadsByStatus).reduce((a, b) => a + b, 0) },
    leadsByStatus,
    daily,
    recentActivity,
  };
}
