import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const lenderKeys = {
  all: ['lenders'] as const,
  list: () => [...lenderKeys.all, 'list'] as const,
};

/** GET /api/lenders: active lenders in display order. */
export const lendersQuery = () =>
  queryOptions({
    queryKey: lenderKeys.list(),
    queryFn: ({ signal }) => api.get('/api/lenders', { signal }).then((body) => body.lenders),
    staleTime: 10 * 60_000,
  });

export function useLenders() {
  return useQuery(lendersQuery());
}
