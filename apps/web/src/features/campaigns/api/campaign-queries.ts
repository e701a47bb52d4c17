import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@maple/shared/i18n/languages';
import type { CampaignAudience, CampaignDraft, SendCampaignRequest } from '@maple/shared/schemas/campaigns';
import { api } from '@/lib/api-client';

export const campaignPageSize = 20;

export const campaignKeys = {
  // Under 'admin' so signing out (which removes every ['admin'] query) drops them with the rest.
  all: ['admin', 'campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (page: number) => [...campaignKeys.lists(), page] as const,
  count: (audience: CampaignAudience) => [...campaignKeys.all, 'count', audience] as const,
};

/** GET /api/admin/campaigns: one page, newest first; while one is sending its counts move, so it is asked again every few seconds. */
export const campaignsQuery = (page: number) =>
  queryOptions({
    queryKey: campaignKeys.list(page),
    queryFn: ({ signal }) => api.get('/api/admin/campaigns', { query: { page, pageSize: campaignPageSize }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((c) => c.status === 'sending' || c.status === 'scheduled') ? 5000 : false),
  });
export const useCampaigns = (page: number) => useQuery(campaignsQuery(page));

/** POST /api/admin/campaigns/audience-count: a read (it changes nothing), asked as the audience is chosen. */
export const audienceCountQuery = (audience: CampaignAudience) =>
  queryOptions({
    queryKey: campaignKeys.count(audience),
    queryFn: ({ signal }) => api.post('/api/admin/campaigns/audience-count', { audience }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useAudienceCount = (audience: CampaignAudience) => useQuery(audienceCountQuery(audience));

/** Every campaign change moves the list; the counts of audiences do not change with it. */
function useCampaignMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: campaignKeys.lists() }) });
}

export const useCreateCampaign = () => useCampaignMutation((draft: CampaignDraft) => api.post('/api/admin/campaigns', draft));
export const useUpdateCampaign = () => useCampaignMutation(({ id, draft }: { id: string; draft: CampaignDraft }) => api.patch('/api/admin/campaigns/{id}', draft, { path: { id } }));
export const useDeleteCampaign = () => useCampaignMutation((id: string) => api.delete('/api/admin/campaigns/{id}', { path: { id } }));
export const useCancelCampaignSchedule = () => useCampaignMutation((id: string) => api.post('/api/admin/campaigns/{id}/cancel', undefined, { path: { id } }));
export const useSendCampaign = () => useCampaignMutation(({ id, request }: { id: string; request: SendCampaignRequest }) => api.post('/api/admin/campaigns/{id}/send', request, { path: { id } }));
/** A test, in English or French (decision 111), changes nothing listed: no invalidation. */
export const useSendCampaignTest = () =>
  useMutation({ mutationFn: ({ id, language }: { id: string; language: Language }) => api.post('/api/admin/campaigns/{id}/test', { language }, { path: { id } }) });
