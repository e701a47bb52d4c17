import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProvinceCode } from '@maple/shared/provinces';
import type { CreateRateInput, RateSourceValues, RateStatusFilter, RateType, UpdateRateInput } from '@maple/shared/schemas/rates';
import type { RepresentativeExample } from '@maple/shared/schemas/representative-example';
import { api } from '@/lib/api-client';
import { rateKeys } from './rate-queries';

// Console keys live under rateKeys.all, so every change below also refreshes the public rates
// pages, the home page's best rate and the calculators in one invalidation.
export const adminRateKeys = {
  all: [...rateKeys.all, 'admin'] as const,
  list: (view: AdminRatesView) => [...adminRateKeys.all, 'list', view] as const,
  history: (id: string) => [...adminRateKeys.all, 'history', id] as const,
  source: () => [...adminRateKeys.all, 'source'] as const,
  example: () => [...adminRateKeys.all, 'representative-example'] as const,
};

/** What the console's All Rates shows: filters (absent = any), the search and the page, all from the URL. */
export type AdminRateFilters = { province?: ProvinceCode; termMonths?: number; rateType?: RateType; status: RateStatusFilter };
export type AdminRatesView = AdminRateFilters & { page: number; q: string };

/** All Rates shows 25 rates a page, as the other signed-in lists. */
export const adminRatesPageSize = 25;

export const adminRatesQuery = ({ page, q, ...filters }: AdminRatesView) =>
  queryOptions({
    queryKey: adminRateKeys.list({ page, q, ...filters }),
    queryFn: ({ signal }) => api.get('/api/admin/rates', { query: { page, pageSize: adminRatesPageSize, q: q || undefined, ...filters }, signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const rateHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: adminRateKeys.history(id),
    // `{ items, total }` as the server answers it, which ListStates reads.
    queryFn: ({ signal }) => api.get('/api/admin/rates/{id}/history', { path: { id }, signal }),
  });

export const rateSourceQuery = () =>
  queryOptions({
    queryKey: adminRateKeys.source(),
    queryFn: ({ signal }) => api.get('/api/admin/rates/source', { signal }).then((b) => b.source),
  });

export const representativeExampleQuery = () =>
  queryOptions({
    queryKey: adminRateKeys.example(),
    queryFn: ({ signal }) => api.get('/api/admin/rates/representative-example', { signal }),
  });

export const useAdminRates = (view: AdminRatesView) => useQuery(adminRatesQuery(view));
export const useRateHistory = (id: string) => useQuery(rateHistoryQuery(id));
export const useRateSource = () => useQuery(rateSourceQuery());
export const useRepresentativeExample = () => useQuery(representativeExampleQuery());

function useRateMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: rateKeys.all }) });
}

export const useCreateRate = () => useRateMutation((input: CreateRateInput) => api.post('/api/admin/rates', input));
export const useUpdateRate = () =>
  useRateMutation(({ id, input }: { id: string; input: UpdateRateInput }) => api.patch('/api/admin/rates/{id}', input, { path: { id } }));
export const useDeleteRate = () => useRateMutation((id: string) => api.delete('/api/admin/rates/{id}', { path: { id } }));
export const useSaveRateSource = () => useRateMutation((input: RateSourceValues) => api.put('/api/admin/rates/source', input));
// Every public rate's APR is worked on the example: the invalidation of rateKeys.all refreshes them.
export const useSaveRepresentativeExample = () => useRateMutation((input: RepresentativeExample) => api.put('/api/admin/rates/representative-example', input));
export const useScrapeRates = () => useRateMutation(() => api.post('/api/admin/rates/scrape'));
