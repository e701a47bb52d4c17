import type { ReactNode } from 'react';
import { formMessages } from '@maple/shared/messages/forms';
import { LoadingState } from './ui/loading-state';
import { ListError } from './list-error';

/** The part of a single-record query the states read; a `UseQueryResult<T>` is one. */
export type RecordQuery<T> = ({ isPending: true; isError: false; data: undefined } | { isPending: false; isError: true; data: T | undefined } | { isPending: false; isError: false; data: T }) & {
  refetch: () => Promise<unknown>;
};

type QueryStatesProps<T> = {
  query: RecordQuery<T>;
  /** The feature's words; the shared ones when absent. */
  messages?: { loading?: string; loadFailed?: string; tryAgain?: string };
  className?: string;
  /** While it loads, in place of the spinner: a public page's own placeholder (its skeleton, its spinner under a hidden heading). */
  pending?: ReactNode;
  /**
   * When it failed, in place of the alert with a retry: a public page says so its own way (a
   * not-found heading, the empty list's words). The server renders a failed read as loading
   * (decision 043), so this shows only in the browser, after hydration.
   */
  failed?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A read's loading and error states, then what it read: a signed-in screen's record (settings, a
 * report, a detail), or a public page's content. It reads only the query, never the window, so the
 * server's render and the browser's first one agree. Signed-in lists use `ListStates` (or
 * `PagedList`), which add the empty state.
 */
export function QueryStates<T>({ query, messages = {}, className, pending, failed, children }: QueryStatesProps<T>) {
  if (query.isPending) return pending ?? <LoadingState label={messages.loading ?? formMessages.loading} className={className} />;
  // A public page keeps what it shows when a later refetch fails: it has no retry to offer.
  if (failed !== undefined) return query.data === undefined ? failed : <>{children(query.data)}</>;
  if (query.isError) return <ListError message={messages.loadFailed ?? formMessages.loadFailed} retryLabel={messages.tryAgain ?? formMessages.tryAgain} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
