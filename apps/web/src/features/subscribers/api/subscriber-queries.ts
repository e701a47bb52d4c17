import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriberStatus } from '@maple/shared/schemas/consents';
import { api } from '@/lib/api-client';

export const subscriberPageSize = 25;

/** The list's view; '' status means any. */
export type SubscriberFilters = { page: number; q: string; status: SubscriberStatus | '' };

export const subscriberKeys = {
  // Under 'admin' so signing out (which removes every ['admin'] query) drops them with the rest.
  all: ['admin', 'subscribers'] as const,
  list: (filters: SubscriberFilters) => [...subscriberKeys.all, 'list', filters] as const,
};

/** GET /api/admin/subscribers: one page, newest first. Unsubscribing happens outside the console, so it is never kept stale. */
export const subscribersQuery = (filters: SubscriberFilters) =>
  queryOptions({
    queryKey: subscriberKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get('/api/admin/subscribers', { query: { page: filters.page, pageSize: subscriberPageSize, q: filters.q || undefined, status: filters.status || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSubscribers = (filters: SubscriberFilters) => useQuery(subscribersQuery(filters));

/** The active subscribers' CSV, for the brokerage's mail tool (a plain download link). */
export const subscribersExportHref = '/api/admin/subscribers/export.csv';
