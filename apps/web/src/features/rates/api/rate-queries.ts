import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvinceCode } from '@maple/shared/provinces';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { api } from '@/lib/api-client';

/** GET /api/rates?province= */
export interface ProvinceRates {
  province: string;
  provinceName: string;
  rates: PublicRate[];
}

// Rates change once a day; a few minutes of reuse across pages is plenty fresh.
const rateStaleTime = 5 * 60_000;

/** Every cache key of the rates resource starts with `rateKeys.all`, so one call invalidates them all. */
export const rateKeys = {
  all: ['rates'] as const,
  list: (province: ProvinceCode) => [...rateKeys.all, 'list', province] as const,
  best: () => [...rateKeys.all, 'best'] as const,
};

/** Today's active rates of one province: one cache entry per province for the home, rates and calculator pages. */
export const provinceRatesQuery = (province: ProvinceCode) =>
  queryOptions({
    queryKey: rateKeys.list(province),
    queryFn: ({ signal }) => api.get('/api/rates', { query: { province }, signal }),
    staleTime: rateStaleTime,
  });

/** GET /api/rates/best: 404 when no rate is active, which hides the badge (no retry for a 4xx). */
export const bestRateQuery = () =>
  queryOptions({
    queryKey: rateKeys.best(),
    queryFn: ({ signal }) => api.get('/api/rates/best', { signal }),
    staleTime: rateStaleTime,
  });

export function useProvinceRates(province: ProvinceCode) {
  return useQuery(provinceRatesQuery(province));
}

export function useBestRate() {
  return useQuery(bestRateQuery());
}
