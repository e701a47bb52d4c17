import { useQuery } from '@tanstack/react-query';
import type { ProvinceCode } from '@maple/shared/provinces';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { api } from '@/lib/api-client';

type RatesResponse = { rates: PublicRate[] } | PublicRate[];

export function fetchProvinceRates(province: ProvinceCode, signal?: AbortSignal): Promise<PublicRate[]> {
  return api
    .get<RatesResponse>(`/api/rates?province=${encodeURIComponent(province)}`, { signal })
    .then((body) => (Array.isArray(body) ? body : body.rates));
}

/** Today's active rates for a province (GET /api/rates), for the payment calculator's rate list. */
export function useProvinceRates(province: ProvinceCode) {
  return useQuery({
    queryKey: ['calculators', 'rates', province],
    queryFn: ({ signal }) => fetchProvinceRates(province, signal),
    staleTime: 5 * 60_000,
  });
}
