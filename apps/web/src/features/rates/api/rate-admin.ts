import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRate, CreateRateInput, RateChange, RateSource, RateSourceInput, RateStatusFilter, ScrapeResult, UpdateRateInput } from '@maple/shared/schemas/rates';
import { api } from '@/lib/api-client';
import { rateKeys } from './rate-queries';

// Console keys live under rateKeys.all, so every change below also refreshes the public rates
// pages, the home page's best rate and the calculators in one invalidation.
export const adminRateKeys = {
  all: [...rateKeys.all, 'admin'] as const,
  list: (status: RateStatusFilter) => [...adminRateKeys.all, 'list', status] as const,
  history: (id: string) => [...adminRateKeys.all, 'history', id] as const,
  source: () => [...adminRateKeys.all, 'source'] as const,
};

export const adminRatesQuery = (status: RateStatusFilter) =>
  queryOptions({
    queryKey: adminRateKeys.list(status),
    queryFn: ({ signal }) => api.get<{ items: AdminRate[]; total: number }>(`/api/admin/rates?status=${status}`, { signal }),
  });

export const rateHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: adminRateKeys.history(id),
    queryFn: ({ signal }) => api.get<{ items: RateChange[] }>(`/api/admin/rates/${encodeURIComponent(id)}/history`, { signal }).then((b) => b.items),
  });

export const rateSourceQuery = () =>
  queryOptions({
    queryKey: adminRateKeys.source(),
    queryFn: ({ signal }) => api.get<{ source: RateSource | null }>('/api/admin/rates/source', { signal }).then((b) => b.source),
  });

export const useAdminRates = (status: RateStatusFilter) => useQuery(adminRatesQuery(status));
export const useRateHistory = (id: string) => useQuery(rateHistoryQuery(id));
export const useRateSource = () => useQuery(rateSourceQuery());

function useRateMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: rateKeys.all }) });
}

export const useCreateRate = () => useRateMutation((input: CreateRateInput) => api.post<AdminRate>('/api/admin/rates', input));
export const useUpdateRate = () =>
  useRateMutation(({ id, input }: { id: string; input: UpdateRateInput }) => api.patch<AdminRate>(`/api/admin/rates/${encodeURIComponent(id)}`, input));
export const useDeleteRate = () => useRateMutation((id: string) => api.delete<void>(`/api/admin/rates/${encodeURIComponent(id)}`));
export const useSaveRateSource = () => useRateMutation((input: RateSourceInput) => api.put<{ source: RateSource }>('/api/admin/rates/source', input));
export const useScrapeRates = () => useRateMutation(() => api.post<ScrapeResult>('/api/admin/rates/scrape'));
