import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryList, WebhookList } from '@maple/shared/schemas/webhooks';
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

const pageParams = (page: number, pageSize: number) => new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString();

/** GET /api/admin/webhooks: one page, oldest first. */
export const webhooksQuery = (page: number) =>
  queryOptions({
    queryKey: webhookKeys.list(page),
    queryFn: ({ signal }) => api.get<WebhookList>(`/api/admin/webhooks?${pageParams(page, webhookPageSize)}`, { signal }),
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
    queryFn: ({ signal }) => api.get<WebhookDeliveryList>(`/api/admin/webhooks/${encodeURIComponent(id)}/deliveries?${pageParams(page, deliveryPageSize)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? 3000 : false),
  });

export const useWebhookDeliveries = (id: string, page: number) => useQuery(webhookDeliveriesQuery(id, page));
