import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileStage } from '@maple/shared/schemas/mortgage-files';
import { api } from '@/lib/api-client';
import { leadKeys, type LeadAudience } from './lead-queries';
import { mortgageFileKeys } from './mortgage-file-queries';

/**
 * The pipeline board of the Leads tab (issue 40 §1, decision 102): one read per area, the columns
 * aggregated on the server. A card moves through the files' own stage route, so the move is on the
 * file's timeline, the lead's trail and the webhooks exactly as a move from the drawer.
 */
export const pipelineKeys = {
  all: (audience: LeadAudience) => [audience, 'pipeline'] as const,
  board: (audience: LeadAudience, agentId: string) => [...pipelineKeys.all(audience), agentId] as const,
};

export const pipelineBoardQuery = (audience: LeadAudience, agentId: string) =>
  queryOptions({
    queryKey: pipelineKeys.board(audience, agentId),
    queryFn: ({ signal }) =>
      audience === 'admin' ? api.get('/api/admin/pipeline', { query: { agentId: agentId || undefined }, signal }) : api.get('/api/me/pipeline', { signal }),
    // Others move files too: read again whenever the board is shown.
    staleTime: 0,
  });

export function usePipelineBoard(audience: LeadAudience, agentId: string) {
  return useQuery(pipelineBoardQuery(audience, agentId));
}

export type CardMove = { leadId: string; fileId: string; stage: FileStage };

/** POST …/leads/:id/files/:fileId/stage from a card; refreshes the boards, the files lists, the lead's files and trail, and the analytics (the funnel). */
export function useMovePipelineCard(audience: LeadAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, fileId, stage }: CardMove) =>
      audience === 'admin'
        ? api.post('/api/admin/leads/{id}/files/{fileId}/stage', { stage }, { path: { id: leadId, fileId } })
        : api.post('/api/me/leads/{id}/files/{fileId}/stage', { stage }, { path: { id: leadId, fileId } }),
    onSettled: (_data, _error, { leadId }) =>
      Promise.all(
        (['admin', 'me'] as const).flatMap((area) => [
          queryClient.invalidateQueries({ queryKey: pipelineKeys.all(area) }),
          queryClient.invalidateQueries({ queryKey: mortgageFileKeys.lists(area) }),
          queryClient.invalidateQueries({ queryKey: mortgageFileKeys.ofLead(area, leadId) }),
          queryClient.invalidateQueries({ queryKey: leadKeys.detail(area, leadId) }),
          // The analytics feature's key (features do not import each other): the funnel counts funded files.
          queryClient.invalidateQueries({ queryKey: [area, 'analytics'] }),
        ]),
      ),
  });
}
