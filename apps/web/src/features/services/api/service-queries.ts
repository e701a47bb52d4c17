import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicService } from '@maple/shared/schemas/services';
import { api } from '@/lib/api-client';
import { retryOnce } from '@/lib/retry-once';

export function fetchServices(signal?: AbortSignal): Promise<PublicService[]> {
  return api.get('/api/services', { signal }).then((body) => body.services);
}

export function fetchService(id: string, signal?: AbortSignal): Promise<PublicService> {
  return api.get('/api/services/{id}', { path: { id }, signal });
}

export const serviceKeys = {
  all: ['services'] as const,
  list: () => [...serviceKeys.all, 'list'] as const,
  detail: (id: string) => [...serviceKeys.all, 'detail', id] as const,
};

export const servicesQuery = () =>
  queryOptions({ queryKey: serviceKeys.list(), queryFn: ({ signal }) => fetchServices(signal), retry: retryOnce });

export const serviceQuery = (id: string) =>
  queryOptions({ queryKey: serviceKeys.detail(id), queryFn: ({ signal }) => fetchService(id, signal), retry: retryOnce });

/** GET /api/services, in the order they were created. */
export function useServices() {
  return useQuery(servicesQuery());
}

/** GET /api/services/:id; a 404 is not retried (see query-client). */
export function useService(id: string) {
  return useQuery(serviceQuery(id));
}
