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
  children: (data: T) => ReactNode;
};

/**
 * A signed-in screen's read of one record (settings, a report, a detail): its loading state, its
 * error with a retry, then the screen. Lists use `ListStates` (or `PagedList`), which add the empty state.
 */
export function QueryStates<T>({ query, messages = {}, className, children }: QueryStatesProps<T>) {
  if (query.isPending) return <LoadingState label={messages.loading ?? formMessages.loading} className={className} />;
  if (query.isError) return <ListError message={messages.loadFailed ?? formMessages.loadFailed} retryLabel={messages.tryAgain ?? formMessages.tryAgain} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
