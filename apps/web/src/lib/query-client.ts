import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * The signed-in person's own query (`/api/me`), also the root of their signed-in lists. A 401 on
 * this one means only that nobody is signed in, which a visitor's page asks about routinely.
 */
export const sessionQueryKey = ['me'] as const;
const sessionQueryHash = hashKey(sessionQueryKey);

/**
 * Drops every cached answer and mutation, public ones included: signed-in data sits under many
 * keys (an agent's own record shares `['agents', …]` with the directory so one change refreshes
 * both), and a public list costs one request to load again. Run when the person changes (sign-in,
 * sign-out) and when the server says the session is over.
 */
export function forgetSession(client: QueryClient): void {
  client.clear();
}

const sessionEnded = (error: unknown) => isApiError(error) && error.status === 401;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (sessionEnded(error) && query.queryHash !== sessionQueryHash) forgetEndedSession(client);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (sessionEnded(error)) forgetEndedSession(client);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry; only network and server failures are worth another try.
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * A 401 while signed in: the session ended elsewhere (another tab's Logout, an expiry). Every
 * answer but the session query goes, then that one asks again: its 401 takes the guard to sign-in.
 * Removed queries are not fetched again by the screens still showing them, so no request loops on
 * 401s. Deferred so the failing request's own callbacks (its error toast) run first.
 */
function forgetEndedSession(client: QueryClient): void {
  setTimeout(() => {
    client.removeQueries({ predicate: (query) => query.queryHash !== sessionQueryHash });
    client.getMutationCache().clear();
    void client.invalidateQueries({ queryKey: sessionQueryKey, exact: true });
  }, 0);
}
