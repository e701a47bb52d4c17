import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceValues } from '@maple/shared/schemas/services';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-queries';

// Under serviceKeys.all: a change refreshes /services and /services/{id} too.
export const adminServiceKeys = { list: () => [...serviceKeys.all, 'admin'] as const };

export const adminServicesQuery = () =>
  queryOptions({
    queryKey: adminServiceKeys.list(),
    // Every service, with the total (the list's states read `items`).
    queryFn: ({ signal }) => api.get('/api/admin/services', { signal }),
  });

export const useAdminServices = () => useQuery(adminServicesQuery());

export function useSaveService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ServiceValues }) =>
      id ? api.patch('/api/admin/services/{id}', input, { path: { id } }) : api.post('/api/admin/services', input),
    onSettled: () => client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/admin/services/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
