import type { ReactNode } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { ListError } from './list-error';

/** The part of a list query the states read; a `UseQueryResult<{ items: T[] }>` is one. */
export type ListQuery<T> =
  | { isPending: true; isError: false; data: undefined; refetch: () => Promise<unknown> }
  | { isPending: false; isError: true; data: { items: T[] } | undefined; refetch: () => Promise<unknown> }
  | { isPending: false; isError: false; data: { items: T[] }; refetch: () => Promise<unknown> };

export type ListMessages = { loading: string; fetchFailed: string; tryAgain: string; empty: string; listLabel: string };

type ListStatesProps<T> = {
  query: ListQuery<T>;
  messages: ListMessages;
  /** The list's rows, each an `li`. */
  children: (items: T[]) => ReactNode;
};

/** A signed-in list's loading, error (with a retry) and empty states, then the named list itself. */
export function ListStates<T>({ query, messages, children }: ListStatesProps<T>) {
  if (query.isPending) return <LoadingState label={messages.loading} />;
  if (query.isError) return <ListError message={messages.fetchFailed} retryLabel={messages.tryAgain} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{messages.empty}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={messages.listLabel}>
      {children(query.data.items)}
    </ul>
  );
}
