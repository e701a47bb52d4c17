import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@maple/shared/schemas/me';
import { api } from '@/lib/api-client';

/** The signed-in person; sign-in and sign-out remove `meKeys.all` so the next guard asks again. */
export const meKeys = {
  all: ['me'] as const,
};

export function fetchMe(): Promise<Me> {
  return api.get<Me>('/api/me');
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
