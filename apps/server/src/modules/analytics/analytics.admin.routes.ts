import { analyticsQuery, platformAnalyticsReport } from '@maple/shared/schemas/analytics';
import { route, routes } from '../../lib/route.ts';
import { platformAnalytics } from './analytics-report.service.ts';

/** The console's Analytics tab: platform totals for `?period=all|30d|7d`. */
export const adminAnalyticsRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'analytics:read',
      summary: 'Read the platform totals, top agents and daily counts for a period',
      description: 'Every count is limited to rows created within the period (all time when `period` is absent).',
      query: analyticsQuery,
      responses: { 200: { description: 'The report', schema: platformAnalyticsReport } },
    },
    async (c, { query }) => c.json(await platformAnalytics(c.var, c.var.actor, query)),
  ),
);
