import { useCallback } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { bookFiltersFromParams, noBookFilters, withBookFilters, type BookFilterKey, type BookFilters } from '../book-filters';

/** The Book's filters in the URL and their setters: a change starts again at page 1; `clear` also empties the search. */
export function useBookFilters(): { filters: BookFilters; setFilter: (key: BookFilterKey, value: string) => void; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (key: BookFilterKey, value: string) => setParams((current) => withBookFilters(current, { ...bookFiltersFromParams(current), [key]: value }), { preventScrollReset: true }),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = withBookFilters(current, noBookFilters);
          next.delete('q');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters: bookFiltersFromParams(params), setFilter, clear };
}
