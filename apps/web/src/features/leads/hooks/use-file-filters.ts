import { useCallback } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { fileFiltersFromParams, noFileFilters, withFileFilters, type FileFilterKey, type FileFilters } from '../file-filters';

/**
 * The files list's filters in the URL and their setters: a change starts again at page 1 and adds a
 * history entry (Back undoes it); `clear` also empties the search.
 */
export function useFileFilters(): { filters: FileFilters; setFilter: (key: FileFilterKey, value: string) => void; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (key: FileFilterKey, value: string) => setParams((current) => withFileFilters(current, { ...fileFiltersFromParams(current), [key]: value }), { preventScrollReset: true }),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = withFileFilters(current, noFileFilters);
          next.delete('q');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters: fileFiltersFromParams(params), setFilter, clear };
}
