import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductValues } from '@maple/shared/schemas/products';
import { api } from '@/lib/api-client';
import { productKeys } from './product-queries';

// Under productKeys.all: a change refreshes /products and /products/{id} too.
export const adminProductKeys = { list: () => [...productKeys.all, 'admin'] as const };

export const adminProductsQuery = () =>
  queryOptions({
    queryKey: adminProductKeys.list(),
    // Every product, with the total (the list's states read `items`).
    queryFn: ({ signal }) => api.get('/api/admin/products', { signal }),
  });

export const useAdminProducts = () => useQuery(adminProductsQuery());

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductValues }) =>
      id ? api.patch('/api/admin/products/{id}', input, { path: { id } }) : api.post('/api/admin/products', input),
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/admin/products/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
