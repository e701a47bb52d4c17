import { useEffect, useId, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { pagingMessages } from '@maple/shared/messages/paging';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ListPager, ListSummary } from './list-pager';
import { ListStates, type ListMessages, type ListQuery } from './list-states';
import { useShownPage, type ListPage } from './use-list-page';

/** A paged list's own words: its search box's label and hint, and its pager's name. */
export type PagingLabels = { listSearch: string; listSearchPlaceholder: string; listPagination: string };
/** A list the server pages but does not search needs only its pager's name. */
export type PagerLabel = Pick<PagingLabels, 'listPagination'>;
export type PagedListMessages = ListMessages & PagingLabels;

type PagedListProps<T> = {
  /** The page the list asked the server for (`{ items, total }`), the previous page kept while the next loads. */
  query: ListQuery<T>;
  /** Page and search, from the URL (`useListPage`). */
  paging: ListPage;
  pageSize: number;
  /** Filters beside the search box (selects that write to the URL and go back to page 1). */
  filters?: ReactNode;
  /** The rows in a table rather than a list (see ListStates). */
  frame?: (rows: ReactNode, busy: boolean | undefined) => ReactNode;
  children: (items: T[]) => ReactNode;
} & (
  | { search?: true; messages: PagedListMessages }
  /** A list the server pages but does not search (a log, a short list): no search box. */
  | { search: false; messages: ListMessages & PagerLabel }
);

/**
 * A list the server pages: a search box (narrows after a pause, back to page 1), "Showing 1–25 of
 * 140", the rows with their loading, error and empty states, and Previous / Next below.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query, messages, paging, pageSize, filters, frame, children } = props;
  const { page, q, setPage } = paging;
  const total = query.data?.total;
  const shownPage = useShownPage(page, query);
  const emptyLaterPage = !query.isPending && !query.isError && query.data.items.length === 0 && page > 1 && !query.isFetching;

  // A later page came back empty (its last row was deleted, or a stale link): show the last page there is.
  useEffect(() => {
    if (emptyLaterPage) setPage(Math.max(1, Math.ceil((total ?? 0) / pageSize)));
  }, [emptyLaterPage, total, pageSize, setPage]);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {props.search === false ? null : <ListSearch paging={paging} label={props.messages.listSearch} placeholder={props.messages.listSearchPlaceholder} />}
        {filters}
        <ListSummary page={shownPage} pageSize={pageSize} total={query.isError ? undefined : total} />
      </div>
      <ListStates query={query} messages={messages} search={q} frame={frame}>
        {children}
      </ListStates>
      {total !== undefined && !query.isError ? <ListPager page={page} pageSize={pageSize} total={total} label={messages.listPagination} onPage={setPage} /> : null}
    </>
  );
}

/** The search box: the URL's `q` follows typing after 350 ms (or at once on Enter), and the box follows the URL (Back, a link). */
function ListSearch({ paging, label, placeholder }: { paging: ListPage; label: string; placeholder: string }) {
  const id = useId();
  const { q, setSearch } = paging;
  const [text, setText] = useState(q);
  // The search we last sent: a different `q` came from elsewhere (Back, a shared link), and the box
  // follows it; our own debounced update must not clobber newer typing.
  const [sent, setSent] = useState(q);
  if (sent !== q) {
    setSent(q);
    setText(q);
  }
  const send = (value: string) => {
    setSent(value.trim());
    setSearch(value.trim());
  };
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => {
      setSent(text.trim());
      setSearch(text.trim());
    }, 350);
    return () => clearTimeout(timer);
  }, [text, q, setSearch]);

  return (
    <form role="search" aria-label={label} className="flex w-full max-w-sm items-end gap-2" onSubmit={(e) => (e.preventDefault(), send(text))}>
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>{label}</Label>
        <Input id={`${id}-q`} type="search" placeholder={placeholder} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      </div>
      {q ? (
        <Button type="button" variant="ghost" size="sm" aria-label={pagingMessages.clearSearch} onClick={() => (setText(''), send(''))}>
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </form>
  );
}
