import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { api } from '@/lib/api-client';
import { retryOnce } from '@/lib/retry-once';

export function fetchProducts(signal?: AbortSignal): Promise<PublicProduct[]> {
  return api.get('/api/products', { signal }).then((body) => body.products);
}

export function fetchProduct(id: string, signal?: AbortSignal): Promise<PublicProduct> {
  return api.get('/api/products/{id}', { path: { id }, signal });
}

export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export const productsQuery = () =>
  queryOptions({ queryKey: productKeys.list(), queryFn: ({ signal }) => fetchProducts(signal), retry: retryOnce });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => fetchProduct(id, signal), retry: retryOnce });

/** GET /api/products */
export function useProducts() {
  return useQuery(productsQuery());
}

/** GET /api/products/:id */
export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
