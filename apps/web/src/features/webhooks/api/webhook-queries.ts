import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Webhooks are few; one page holds them all in practice, and the pager covers the rest. */
export const webhookPageSize = 50;
export const deliveryPageSize = 20;

// Under 'admin' so signing out (which removes every ['admin'] query) drops them with the rest.
export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  lists: () => [...webhookKeys.all, 'list'] as const,
  list: (page: number) => [...webhookKeys.lists(), { page, pageSize: webhookPageSize }] as const,
  deliveriesOf: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
  deliveries: (id: string, page: number) => [...webhookKeys.deliveriesOf(id), { page, pageSize: deliveryPageSize }] as const,
};

/** GET /api/admin/webhooks: one page, oldest first. */
export const webhooksQuery = (page: number) =>
  queryOptions({
    queryKey: webhookKeys.list(page),
    queryFn: ({ signal }) => api.get('/api/admin/webhooks', { query: { page, pageSize: webhookPageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const useWebhooks = (page: number) => useQuery(webhooksQuery(page));

/**
 * GET /api/admin/webhooks/:id/deliveries: newest first, each with its tries. While one is still
 * pending (queued, or waiting for a retry) the log asks again every few seconds, so "Delivered"
 * shows without a reload.
 */
export const webhookDeliveriesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) => api.get('/api/admin/webhooks/{id}/deliveries', { path: { id }, query: { page, pageSize: deliveryPageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? 3000 : false),
  });

export const useWebhookDeliveries = (id: string, page: number) => useQuery(webhookDeliveriesQuery(id, page));
