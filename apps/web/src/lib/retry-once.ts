import { isApiError } from './api-client';

/**
 * A query `retry` for public pages that show an empty or not-found state on failure: one more try
 * for a network or server failure, none for a 4xx answer (it will not change), so the visitor
 * waits one short retry at most instead of the default two.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
