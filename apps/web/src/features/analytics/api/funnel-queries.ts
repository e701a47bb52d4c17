import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The funnel report (issue 40 §7, decision 102): leads → files → funded by month, source and agent,
 * and the median days in each stage. Under [audience, 'analytics'], which lead and file changes
 * invalidate, so a move on the board shows here on the next look.
 */
export type FunnelAudience = 'admin' | 'me';

export const funnelKeys = {
  report: (audience: FunnelAudience, months: number, agentId: string) => [audience, 'analytics', 'funnel', months, agentId] as const,
};

export const funnelQuery = (audience: FunnelAudience, months: number, agentId: string) =>
  queryOptions({
    queryKey: funnelKeys.report(audience, months, agentId),
    queryFn: ({ signal }) =>
      audience === 'admin'
        ? api.get('/api/admin/analytics/funnel', { query: { months, agentId: agentId || undefined }, signal })
        : api.get('/api/me/analytics/funnel', { query: { months }, signal }),
    placeholderData: keepPreviousData,
  });

export const useFunnel = (audience: FunnelAudience, months: number, agentId: string) => useQuery(funnelQuery(audience, months, agentId));

/** The CSV of the same report: a plain link, the session cookie goes along. */
export function funnelCsvHref(audience: FunnelAudience, months: number, agentId: string): string {
  const query = new URLSearchParams({ months: String(months) });
  if (audience === 'admin' && agentId) query.set('agentId', agentId);
  return `/api/${audience}/analytics/funnel.csv?${query.toString()}`;
}
