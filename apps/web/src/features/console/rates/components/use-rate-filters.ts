import { useCallback } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { provinceCodes, type ProvinceCode } from '@maple/shared/provinces';
import { rateStatusFilters, rateTypes, type RateStatusFilter, type RateType } from '@maple/shared/schemas/rates';
import type { AdminRateFilters } from '@/features/rates/api/rate-admin';

export type RateFilterKey = keyof AdminRateFilters;

/**
 * All Rates' filters from the URL (`?province=ON&termMonths=60&rateType=fixed&status=active`), so a
 * reload or a shared link shows the same rates. A value the list does not know is read as "any"
 * (a stale link must not send the API a query it refuses).
 */
export function rateFiltersFromParams(params: URLSearchParams): AdminRateFilters {
  const province = params.get('province') ?? '';
  const term = Number(params.get('termMonths'));
  const rateType = params.get('rateType') ?? '';
  const status = params.get('status') ?? '';
  return {
    province: provinceCodes.includes(province as ProvinceCode) ? (province as ProvinceCode) : undefined,
    termMonths: Number.isInteger(term) && term >= 1 && term <= 360 ? term : undefined,
    rateType: rateTypes.includes(rateType as RateType) ? (rateType as RateType) : undefined,
    status: rateStatusFilters.includes(status as RateStatusFilter) ? (status as RateStatusFilter) : 'all',
  };
}

/** The filters and a setter: a new filter starts again at page 1 and adds a history entry (Back undoes it). */
export function useRateFilters(): { filters: AdminRateFilters; setFilter: (key: RateFilterKey, value: string) => void } {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (key: RateFilterKey, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('page');
          // "All" and "any" leave no trace, as page 1 does.
          if (value && value !== 'all') next.set(key, value);
          else next.delete(key);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters: rateFiltersFromParams(params), setFilter };
}
