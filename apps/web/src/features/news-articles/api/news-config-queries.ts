import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InoreaderCallbackInput, SaveNewsConfigInput, SaveNewsFeedsInput } from '@maple/shared/schemas/news';
import { api } from '@/lib/api-client';
import { clearNewsCache } from '../news-local-cache';
import { newsKeys } from './news-queries';

export const newsConfigKeys = {
  all: ['admin', 'news-config'] as const,
  config: () => [...newsConfigKeys.all, 'config'] as const,
  feeds: () => [...newsConfigKeys.all, 'feeds'] as const,
};

export const newsConfigQuery = () =>
  queryOptions({ queryKey: newsConfigKeys.config(), queryFn: ({ signal }) => api.get('/api/admin/news-config', { signal }) });

export const newsFeedsQuery = () =>
  queryOptions({ queryKey: newsConfigKeys.feeds(), queryFn: ({ signal }) => api.get('/api/admin/news-feeds', { signal }) });

export const useNewsConfig = () => useQuery(newsConfigQuery());
export const useNewsFeeds = () => useQuery(newsFeedsQuery());

/** Every copy of the news list: the home query and this browser's 3-minute copy. */
function useForgetNewsLists() {
  const queryClient = useQueryClient();
  return () => {
    clearNewsCache();
    void queryClient.invalidateQueries({ queryKey: newsKeys.all });
  };
}

export function useSaveNewsConfig() {
  const queryClient = useQueryClient();
  const forget = useForgetNewsLists();
  return useMutation({
    mutationFn: (input: SaveNewsConfigInput) => api.put('/api/admin/news-config', input),
    onSuccess: (config) => {
      queryClient.setQueryData(newsConfigKeys.config(), config);
      forget();
    },
  });
}

export function useTestNewsConfig() {
  return useMutation({ mutationFn: () => api.post('/api/admin/news-config/test') });
}

export function useStartInoreaderOauth() {
  return useMutation({ mutationFn: () => api.post('/api/admin/news-config/oauth') });
}

export function useFinishInoreaderOauth() {
  const queryClient = useQueryClient();
  const forget = useForgetNewsLists();
  return useMutation({
    mutationFn: (input: InoreaderCallbackInput) => api.post('/api/admin/news-config/oauth/callback', input),
    onSuccess: (config) => {
      queryClient.setQueryData(newsConfigKeys.config(), config);
      forget();
    },
  });
}

export function useSaveNewsFeeds() {
  const queryClient = useQueryClient();
  const forget = useForgetNewsLists();
  return useMutation({
    mutationFn: (input: SaveNewsFeedsInput) => api.put('/api/admin/news-feeds', input),
    onSuccess: (list) => {
      queryClient.setQueryData(newsConfigKeys.feeds(), list);
      forget();
    },
  });
}
