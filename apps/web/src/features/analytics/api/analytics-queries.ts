import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@maple/shared/schemas/analytics';
import { api } from '@/lib/api-client';

/** Under ['admin'] and ['me'] so sign-out drops them; lead changes invalidate [audience, 'analytics']. */
export const analyticsKeys = {
  platform: (period: AnalyticsPeriod) => ['admin', 'analytics', period] as const,
  mine: (period: AnalyticsPeriod) => ['me', 'analytics', period] as const,
};

export const platformAnalyticsQuery = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.platform(period),
    queryFn: ({ signal }) => api.get('/api/admin/analytics', { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });

export const agentAnalyticsQuery = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.mine(period),
    queryFn: ({ signal }) => api.get('/api/me/analytics', { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });

export const usePlatformAnalytics = (period: AnalyticsPeriod) => useQuery(platformAnalyticsQuery(period));
export const useAgentAnalytics = (period: AnalyticsPeriod) => useQuery(agentAnalyticsQuery(period));
