import { useCallback, useState } from 'react';
import { useSearchParams } from '@/lib/use-search-params';

/** Where a server-paged list stands: its page and search text, read from and written to the page's URL. */
export type ListPage = {
  page: number;
  q: string;
  setPage: (page: number) => void;
  /** A new search starts again at page 1. */
  setSearch: (q: string) => void;
};

/** Reads `?page=` (1 when missing or malformed) and `?q=` (at most 100 characters, the API's limit). */
export function listPageFromParams(params: URLSearchParams): { page: number; q: string } {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1, q: (params.get('q') ?? '').trim().slice(0, 100) };
}

/** Writes page and search into a copy of `params`, keeping its other keys (`tab`); page 1 and no search leave no trace. */
export function withListPage(params: URLSearchParams, page: number, q: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  next.delete('q');
  if (q.trim()) next.set('q', q.trim());
  if (page > 1) next.set('page', String(page));
  return next;
}

/**
 * The page and search of a list in the URL, so a reload or a shared link shows the same rows. One
 * list per screen reads them (a tab of the console or the dashboard). Paging adds history entries
 * (Back returns to the page before); search text replaces the entry, so typing does not fill history.
 */
export function useListPage(): ListPage {
  const [params, setParams] = useSearchParams();
  const { page, q } = listPageFromParams(params);
  const setPage = useCallback(
    (next: number) => setParams((current) => withListPage(current, next, listPageFromParams(current).q), { preventScrollReset: true }),
    [setParams],
  );
  const setSearch = useCallback(
    (next: string) => setParams((current) => withListPage(current, 1, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { page, q, setPage, setSearch };
}

/**
 * The page whose rows are on screen. While the next page loads, the previous one stays shown
 * (keepPreviousData): "Showing 10–18 of 140" must wait for its rows, not follow the URL at once.
 */
export function useShownPage(page: number, query: { isPlaceholderData?: boolean; data?: unknown }): number {
  const [shown, setShown] = useState(page);
  const settled = query.data !== undefined && !query.isPlaceholderData;
  // Remembered while rendering (React's pattern for state derived from the previous render).
  if (settled && shown !== page) setShown(page);
  return settled ? page : shown;
}
