import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@maple/shared/schemas/sessions';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';

/** Under the signed-in person's own key: it goes when they sign out or their session ends. */
export const sessionListKeys = {
  all: [...sessionQueryKey, 'sessions'] as const,
};

export type SessionList = { sessions: AuthSession[]; currentId: string | null };

/**
 * The user's sessions (list-sessions) and which one is this browser's (get-session): this
 * device first, then the most recently active.
 */
async function fetchSessions(signal?: AbortSignal): Promise<SessionList> {
  const [list, current] = await Promise.all([api.get('/api/auth/list-sessions', { signal }), api.get('/api/auth/get-session', { signal })]);
  const currentId = typeof current?.session?.id === 'string' ? current.session.id : null;
  const sessions = [...list].sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId) || b.updatedAt.localeCompare(a.updatedAt));
  return { sessions, currentId };
}

export const sessionsQuery = () => queryOptions({ queryKey: sessionListKeys.all, queryFn: ({ signal }) => fetchSessions(signal), staleTime: 0 });

export const useSessions = () => useQuery(sessionsQuery());

/**
 * Ending sessions changes what the Account area shows of the person (their sessions, their
 * activity): every answer under their own key is asked again.
 */
function useRefreshOwn() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
}

/** POST /api/auth/revoke-session: one session, by its id (the browser never holds a session's token). */
export function useEndSession() {
  const refresh = useRefreshOwn();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/auth/revoke-session', { id }),
    onSettled: refresh,
  });
}

/** POST /api/auth/revoke-other-sessions: every session but this browser's. */
export function useEndOtherSessions() {
  const refresh = useRefreshOwn();
  return useMutation({
    mutationFn: () => api.post('/api/auth/revoke-other-sessions'),
    onSettled: refresh,
  });
}
