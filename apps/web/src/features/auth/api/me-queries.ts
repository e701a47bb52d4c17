import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@maple/shared/schemas/me';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';

/** The signed-in person; sign-in and sign-out forget every cached answer, this one included. */
export const meKeys = {
  all: sessionQueryKey,
};

export function fetchMe(): Promise<Me> {
  return api.get('/api/me');
}

export const meQuery = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: fetchMe,
    staleTime: 60_000,
  });

export function useMe() {
  return useQuery(meQuery());
}
