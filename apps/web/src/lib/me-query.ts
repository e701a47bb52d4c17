import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@maple/shared/schemas/me';
import { api } from './api-client';

export const meQueryKey = ['me'] as const;

export function fetchMe(): Promise<Me> {
  return api.get<Me>('/api/me');
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
