import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@maple/shared/schemas/users';
import { api } from '@/lib/api-client';

/** The console's sign-in users (GET /api/admin/users), by page and search text. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => [...userKeys.all, 'list', query] as const,
};

export type UserListQuery = { page: number; pageSize: number; q: string };

/** The console's users list shows 25 a page. */
export const usersPageSize = 25;

export const usersQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/admin/users', { query: { page: query.page, pageSize: query.pageSize, q: query.q || undefined }, signal }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UserListQuery) => useQuery(usersQuery(query));

/** PATCH /api/admin/users/:id { disabled }: off ends their sessions at once. */
export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, disabled }: { user: Pick<AdminUser, 'id'>; disabled: boolean }) => api.patch('/api/admin/users/{id}', { disabled }, { path: { id: user.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** POST /api/admin/users/:id/password-reset: a reset link (or the invitation again) is mailed. */
export function useSendPasswordLink() {
  return useMutation({ mutationFn: (user: Pick<AdminUser, 'id'>) => api.post('/api/admin/users/{id}/password-reset', undefined, { path: { id: user.id } }) });
}
