import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLender, LenderValues } from '@maple/shared/schemas/lenders';
import type { ListOf } from '@maple/shared/schemas/paging';
import { api } from '@/lib/api-client';
import { lenderKeys } from './lender-queries';

// Under lenderKeys.all: a change refreshes the home page's lenders strip too.
export const adminLenderKeys = { list: () => [...lenderKeys.all, 'admin'] as const };

export const adminLendersQuery = () =>
  queryOptions({
    queryKey: adminLenderKeys.list(),
    // Every lender, with the total (the list's states read `items`).
    queryFn: ({ signal }) => api.get('/api/admin/lenders', { signal }),
  });

export const useAdminLenders = () => useQuery(adminLendersQuery());

export function useSaveLender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: LenderValues }) =>
      id ? api.patch('/api/admin/lenders/{id}', input, { path: { id } }) : api.post('/api/admin/lenders', input),
    onSettled: () => client.invalidateQueries({ queryKey: lenderKeys.all }),
  });
}

export function useDeleteLender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/admin/lenders/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: lenderKeys.all }),
  });
}

/** Saves a new order; the list shows it at once and rolls back if the server refuses. */
export function useReorderLenders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.put('/api/admin/lenders/order', { ids }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: adminLenderKeys.list() });
      const previous = client.getQueryData<ListOf<AdminLender>>(adminLenderKeys.list());
      if (previous) client.setQueryData(adminLenderKeys.list(), { ...previous, items: ids.map((id, i) => ({ ...previous.items.find((l) => l.id === id)!, displayOrder: i })) });
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(adminLenderKeys.list(), context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: lenderKeys.all }),
  });
}
