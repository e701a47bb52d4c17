import { z } from 'zod';
import type { LeadSource, LeadSourceFilter, LeadStatus } from './leads.ts';

/** POST /api/events/page-view: the public agent profile reports one view of itself. */
export const recordPageViewInput = z.object({
  agentId: z.guid(),
});
export type RecordPageViewInput = z.infer<typeof recordPageViewInput>;

/** The periods of both Analytics tabs (signed-in-areas §9); the server applies them (DESIGN §8). */
export const analyticsPeriods = ['all', '30d', '7d'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** GET /api/admin/analytics and /api/me/analytics: `?period=all|30d|7d`, all time when absent. */
export const analyticsQuery = z.object({
  period: z.preprocess((v) => (v === '' ? undefined : v), z.enum(analyticsPeriods, { error: 'Choose a period: all, 30d or 7d' }).default('all')),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** Top agents by lead count (signed-in-areas §9); Recent Activity shows 5 of the latest 10 events. */
export const topAgentsLimit = 5;
export const recentEventsLimit = 10;
export const recentActivityShown = 5;

/** One day of the chart (`date` is a calendar day in the brokerage's time zone). */
export type DailyCount = { date: string; leads: number; pageViews: number };
/** The first and the last day the numbers cover; `from` is null for all time. */
export type AnalyticsRange = { period: AnalyticsPeriod; from: string | null; to: string };

export type PlatformAnalytics = AnalyticsRange & {
  totals: {
    agents: { all: number; active: number };
    leads: { all: number; bySource: Record<LeadSourceFilter, number>; byStatus: Record<LeadStatus, number> };
    testimonials: { approved: number; pending: number };
    posts: { published: number; draft: number };
    pageViews: number;
  };
  topAgents: { agentId: string; name: string; profileSlug: string | null; leads: number; pageViews: number }[];
  daily: DailyCount[];
};

/** One event of Recent Activity: a view of the public profile, or a lead that arrived. */
export type ActivityEvent =
  | { kind: 'page_view'; at: string }
  | { kind: 'lead'; at: string; leadId: string; clientName: string; source: LeadSource };

export type AgentAnalytics = AnalyticsRange & {
  totals: { pageViews: number; leads: number };
  leadsByStatus: Record<LeadStatus, number>;
  daily: DailyCount[];
  recentActivity: ActivityEvent[];
};
