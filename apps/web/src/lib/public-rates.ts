import { useQuery } from '@tanstack/react-query';
import type { ProvinceCode } from '@maple/shared/provinces';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { api } from './api-client';

/** GET /api/rates?province= */
export interface ProvinceRates {
  province: string;
  provinceName: string;
  rates: PublicRate[];
}

export const provinceRatesKey = (province: ProvinceCode) => ['rates', province] as const;

export function fetchProvinceRates(province: ProvinceCode, signal?: AbortSignal): Promise<ProvinceRates> {
  return api.get<ProvinceRates>(`/api/rates?province=${encodeURIComponent(province)}`, { signal });
}

/** Today's active rates of one province, shared by the home page and the rates page (one cache entry each). */
export function useProvinceRates(province: ProvinceCode) {
  return useQuery({
    queryKey: provinceRatesKey(province),
    queryFn: ({ signal }) => fetchProvinceRates(province, signal),
    // Rates change once a day; a few minutes of reuse across pages is plenty fresh.
    staleTime: 5 * 60_000,
  });
}
