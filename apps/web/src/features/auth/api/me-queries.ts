import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMeInput } from '@maple/shared/schemas/me';
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

/**
 * PATCH /api/me: the signed-in person's own settings (their language). The answer is the new `me`,
 * kept as the cached one; the caller reloads the page so the chosen language's build loads.
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMeInput): Promise<Me> => api.patch('/api/me', input),
    onSuccess: (me) => queryClient.setQueryData(meKeys.all, me),
  });
}
