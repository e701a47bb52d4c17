import { z } from 'zod';
import { leadSourceFilters, leadSources, leadStatuses } from './leads.ts';

/** POST /api/events/page-view: the public agent profile reports one view of itself. */
export const recordPageViewInput = z.strictObject({
  agentId: z.guid(),
});
export type RecordPageViewInput = z.infer<typeof recordPageViewInput>;

/** The periods of both Analytics tabs (back-office §9); the server applies them (ARCHITECTURE §8). */
export const analyticsPeriods = ['all', '30d', '7d'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** GET /api/admin/analytics and /api/me/analytics: `?period=all|30d|7d`, all time when absent. */
export const analyticsQuery = z.object({
  period: z.preprocess((v) => (v === '' ? undefined : v), z.enum(analyticsPeriods, { error: 'Choose a period: all, 30d or 7d' }).default('all')),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** Top agents by lead count (back-office §9); Recent Activity shows 5 of the latest 10 events. */
export const topAgentsLimit = 5;
export const recentEventsLimit = 10;
export const recentActivityShown = 5;

/** One day of the chart (`date` is a calendar day in the brokerage's time zone). */
export const dailyCount = z.object({ date: z.string(), leads: z.number().int(), pageViews: z.number().int() });
export type DailyCount = z.infer<typeof dailyCount>;
/** The first and the last day the numbers cover; `from` is null for all time. */
const analyticsRange = z.object({ period: z.enum(analyticsPeriods), from: z.string().nullable(), to: z.string() });
export type AnalyticsRange = z.infer<typeof analyticsRange>;

const count = () => z.number().int();
const countsBy = <const T extends readonly [string, ...string[]]>(keys: T) => z.record(z.enum(keys), count());

/** GET /api/admin/analytics */
export const platformAnalyticsReport = analyticsRange.extend({
  totals: z.object({
    agents: z.object({ all: count(), active: count() }),
    leads: z.object({ all: count(), bySource: countsBy(leadSourceFilters), byStatus: countsBy(leadStatuses) }),
    testimonials: z.object({ approved: count(), pending: count() }),
    posts: z.object({ published: count(), draft: count() }),
    pageViews: count(),
  }),
  topAgents: z.array(z.object({ agentId: z.string(), name: z.string(), profileSlug: z.string().nullable(), leads: count(), pageViews: count() })),
  daily: z.array(dailyCount),
});
export type PlatformAnalytics = z.infer<typeof platformAnalyticsReport>;

/** One event of Recent Activity: a view of the public profile, or a lead that arrived. */
export const activityEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page_view'), at: z.string() }),
  z.object({ kind: z.literal('lead'), at: z.string(), leadId: z.string(), clientName: z.string(), source: z.enum(leadSources) }),
]);
export type ActivityEvent = z.infer<typeof activityEvent>;

/** GET /api/me/analytics */
export const agentAnalyticsReport = analyticsRange.extend({
  totals: z.object({ pageViews: count(), leads: count() }),
  leadsByStatus: countsBy(leadStatuses),
  daily: z.array(dailyCount),
  recentActivity: z.array(activityEvent),
});
export type AgentAnalytics = z.infer<typeof agentAnalyticsReport>;
