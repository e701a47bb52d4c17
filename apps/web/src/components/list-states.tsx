import type { ReactNode } from 'react';
import { pagingMessages } from '@maple/shared/messages/paging';
import { LoadingState } from '@/components/ui/loading-state';
import { fillMessage } from '@/lib/message-template';
import { ListError } from './list-error';

/** The part of a list query the states read; a `UseQueryResult<{ items: T[] }>` (or `{ items, total }`) is one. */
export type ListQuery<T> = (
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: { items: T[]; total?: number } | undefined }
  | { isPending: false; isError: false; data: { items: T[]; total?: number } }
) & { refetch: () => Promise<unknown>; isFetching?: boolean; isPlaceholderData?: boolean };

export type ListMessages = { loading: string; fetchFailed: string; tryAgain: string; empty: string; listLabel: string };

type ListStatesProps<T> = {
  query: ListQuery<T>;
  messages: ListMessages;
  /** The search the rows were asked with: an empty answer then says nothing matches it, not that the list is empty. */
  search?: string;
  /** The list's rows, each an `li` (or, with `frame`, whatever the frame holds). */
  children: (items: T[]) => ReactNode;
  /** Draws the rows in something other than the named `ul` (a table's `tbody`); `busy` while the next page loads. */
  frame?: (rows: ReactNode, busy: boolean | undefined) => ReactNode;
};

/** A signed-in list's loading, error (with a retry) and empty states, then the named list itself. */
export function ListStates<T>({ query, messages, search, children, frame }: ListStatesProps<T>) {
  if (query.isPending) return <LoadingState label={messages.loading} />;
  if (query.isError) return <ListError message={messages.fetchFailed} retryLabel={messages.tryAgain} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{search ? fillMessage(pagingMessages.noMatches, { q: search }) : messages.empty}</p>;
  if (frame) return frame(children(query.data.items), query.isFetching || undefined);
  return (
    // Busy while the next page loads; the previous one stays on screen meanwhile.
    <ul className="flex flex-col gap-3" aria-label={messages.listLabel} aria-busy={query.isFetching || undefined}>
      {children(query.data.items)}
    </ul>
  );
}
