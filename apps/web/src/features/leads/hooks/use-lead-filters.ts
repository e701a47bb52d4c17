import { useCallback } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { filtersFromParams, noFilters, withFilters, type LeadFilterKey, type LeadFilters } from '../lead-filters';

/**
 * The Leads tab's filters in the URL and their setters: a change starts again at page 1 and adds a
 * history entry (Back undoes it); `clear` also empties the search.
 */
export function useLeadFilters(): { filters: LeadFilters; setFilter: (key: LeadFilterKey, value: string) => void; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (key: LeadFilterKey, value: string) => setParams((current) => withFilters(current, { ...filtersFromParams(current), [key]: value }), { preventScrollReset: true }),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = withFilters(current, noFilters);
          next.delete('q');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters: filtersFromParams(params), setFilter, clear };
}
