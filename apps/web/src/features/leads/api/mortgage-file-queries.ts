import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoveFileStageRequest } from '@maple/shared/schemas/mortgage-files';
import { api } from '@/lib/api-client';
import type { FileQuery } from '../file-filters';
import { leadKeys, type LeadAudience } from './lead-queries';

/**
 * A lead's mortgage files (issue 39 §1, §8, decision 092) and the files list of the Leads tab. A
 * lead's files sit under the lead's key (`leadKeys.all`), so any lead change refreshes them too; the
 * list has its own (`[audience, 'files']`). Both start with the area's word, so sign-out drops them.
 */
export const mortgageFileKeys = {
  ofLead: (audience: LeadAudience, leadId: string) => [...leadKeys.all(audience), 'files', leadId] as const,
  // A file's application and its portal applicants sit under the lead's files, so a start or a move
  // (which may close the file) refreshes them too.
  application: (audience: LeadAudience, leadId: string, fileId: string) => [...mortgageFileKeys.ofLead(audience, leadId), fileId, 'application'] as const,
  applicants: (audience: LeadAudience, leadId: string, fileId: string) => [...mortgageFileKeys.ofLead(audience, leadId), fileId, 'applicants'] as const,
  lists: (audience: LeadAudience) => [audience, 'files'] as const,
  list: (audience: LeadAudience, query: FileQuery, pageSize: number) => [...mortgageFileKeys.lists(audience), 'list', query, pageSize] as const,
};

const leadFilesPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}/files' : '/api/me/leads/{id}/files');
const stagePath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}/files/{fileId}/stage' : '/api/me/leads/{id}/files/{fileId}/stage');

export const leadFilesQuery = (audience: LeadAudience, leadId: string) =>
  queryOptions({
    queryKey: mortgageFileKeys.ofLead(audience, leadId),
    queryFn: ({ signal }) => api.get(leadFilesPath(audience), { path: { id: leadId }, signal }),
    // Another person (the agent, the console) may have moved the file: ask again each time the drawer opens.
    staleTime: 0,
  });

export function useLeadFiles(audience: LeadAudience, leadId: string) {
  return useQuery(leadFilesQuery(audience, leadId));
}

/** One page of files: the stage, the agent (console), the search and the page of the URL. */
export const fileListQuery = (audience: LeadAudience, query: FileQuery, pageSize: number) =>
  queryOptions({
    queryKey: mortgageFileKeys.list(audience, query, pageSize),
    queryFn: ({ signal }) =>
      audience === 'admin'
        ? api.get('/api/admin/files', { query: { page: query.page, pageSize, q: query.q || undefined, stage: query.stage || undefined, agentId: query.agentId || undefined }, signal })
        : api.get('/api/me/files', { query: { page: query.page, pageSize, q: query.q || undefined, stage: query.stage || undefined }, signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useFileList(audience: LeadAudience, query: FileQuery, pageSize: number) {
  return useQuery(fileListQuery(audience, query, pageSize));
}

/**
 * What a start or a move makes stale, in both areas (a console move shows in the agent's copies
 * held by this browser, and the other way round): the lead's files, its trail (the drawer's
 * Activity shows `file_started` and `file_stage_changed`) and the files lists.
 */
function useInvalidateFiles(leadId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (['admin', 'me'] as const).flatMap((audience) => [
        queryClient.invalidateQueries({ queryKey: mortgageFileKeys.ofLead(audience, leadId) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.detail(audience, leadId) }),
        queryClient.invalidateQueries({ queryKey: mortgageFileKeys.lists(audience) }),
        // The pipeline board (pipeline-queries.ts; spelled out, as that module imports this one).
        queryClient.invalidateQueries({ queryKey: [audience, 'pipeline'] }),
      ]),
    );
}

/** POST …/leads/:id/files ("Start application"); a lead with an open file is 409. */
export function useStartFile(audience: LeadAudience, leadId: string) {
  const invalidate = useInvalidateFiles(leadId);
  return useMutation({
    mutationFn: () => api.post(leadFilesPath(audience), undefined as never, { path: { id: leadId } }),
    // A 409 means someone else started it meanwhile: the refreshed section then shows their file.
    onSettled: invalidate,
  });
}

/** POST …/leads/:id/files/:fileId/stage; a closed file or the same stage is 409. */
export function useMoveFileStage(audience: LeadAudience, leadId: string) {
  const invalidate = useInvalidateFiles(leadId);
  return useMutation({
    mutationFn: ({ fileId, input }: { fileId: string; input: MoveFileStageRequest }) => api.post(stagePath(audience), input, { path: { id: leadId, fileId } }),
    onSettled: invalidate,
  });
}
