import { agentAnalyticsReport, analyticsQuery } from '@maple/shared/schemas/analytics';
import { route, routes } from '../../lib/route.ts';
import { agentAnalytics } from './analytics-report.service.ts';

/** The dashboard's Analytics tab: the numbers of the actor's own agent record only. */
export const myAnalyticsRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'dashboard',
      permission: 'analytics:read',
      summary: "Read the own profile views and leads for a period, and the latest activity",
      description: 'Counts are limited to the period (all time when `period` is absent); recent activity is the latest events whatever the period.',
      query: analyticsQuery,
      responses: { 200: { description: 'The report', schema: agentAnalyticsReport } },
    },
    async (c, { query }) => c.json(await agentAnalytics(c.var, c.var.actor, query)),
  ),
);
