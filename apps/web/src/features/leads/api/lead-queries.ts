import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateManualLeadRequest, UpdateConsoleLeadInput } from '@maple/shared/schemas/leads';
import { api } from '@/lib/api-client';
import { apiParams, apiQuery, type LeadQuery } from '../lead-filters';

/**
 * Who is looking: the console ('admin': every lead, /api/admin/leads) or the dashboard ('me': the
 * agent's own, /api/me/leads). Keys start with that word, so sign-out (which removes ['admin'] and
 * ['me']) drops them with the rest of the signed-in data.
 */
export type LeadAudience = 'admin' | 'me';

export const leadKeys = {
  all: (audience: LeadAudience) => [audience, 'leads'] as const,
  list: (audience: LeadAudience, query: LeadQuery, pageSize: number) => [...leadKeys.all(audience), 'list', query, pageSize] as const,
  detail: (audience: LeadAudience, id: string) => [...leadKeys.all(audience), 'detail', id] as const,
};

export const leadsPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads' : '/api/me/leads');
const leadPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}' : '/api/me/leads/{id}');

/** The CSV export of the filtered and searched set (paging ignored): a plain link, the session cookie goes along. */
export const leadsExportHref = (audience: LeadAudience, query: LeadQuery) => {
  const search = apiQuery({ ...query, page: undefined });
  return `${leadsPath(audience)}/export.csv${search ? `?${search}` : ''}`;
};

/** One page of leads: the filters, the search and the page of the URL. */
export const leadListQuery = (audience: LeadAudience, query: LeadQuery, pageSize: number) =>
  queryOptions({
    queryKey: leadKeys.list(audience, query, pageSize),
    queryFn: ({ signal }) => api.get(leadsPath(audience), { query: apiParams(query, pageSize), signal }),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useLeadList(audience: LeadAudience, query: LeadQuery, pageSize: number) {
  return useQuery(leadListQuery(audience, query, pageSize));
}

/** GET …/leads/:id: one lead with its activity trail (the drawer's Activity section). */
export const leadDetailQuery = (audience: LeadAudience, id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(audience, id),
    queryFn: ({ signal }) => api.get(leadPath(audience), { path: { id }, signal }),
    // The trail grows with every change made anywhere; the drawer asks again each time it opens.
    staleTime: 0,
  });

export function useLeadDetail(audience: LeadAudience, id: string) {
  return useQuery(leadDetailQuery(audience, id));
}

/**
 * Everything a lead change can make stale: the lists and each lead's trail (both under
 * `leadKeys.all`), the analytics counts (leads by status, source and agent), and in the console the
 * recent applications on /applications (which name the agent). A console change also drops the
 * dashboard's copies (`['me', 'leads']`, `['me', 'analytics']`): an assignment moves a lead between
 * agents, and whoever holds those copies in this browser sees the move on their next look. The
 * last keys are spelled out because they belong to another feature (features do not import each other).
 */
function useInvalidateLeads(audience: LeadAudience) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leadKeys.all(audience) }),
      queryClient.invalidateQueries({ queryKey: [audience, 'analytics'] }),
      audience === 'admin' ? queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] }) : null,
      audience === 'admin' ? queryClient.invalidateQueries({ queryKey: leadKeys.all('me') }) : null,
      audience === 'admin' ? queryClient.invalidateQueries({ queryKey: ['me', 'analytics'] }) : null,
    ]);
}

/** PATCH …/leads/:id: status and notes from either audience; `agentId` (assign, or null to unassign) from the console only. */
export function useUpdateLead(audience: LeadAudience) {
  const invalidate = useInvalidateLeads(audience);
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateConsoleLeadInput & { id: string }) => api.patch(leadPath(audience), input, { path: { id } }),
    onSettled: invalidate,
  });
}

/** The console's delete (an agent cannot delete a lead). */
export function useDeleteLead() {
  const invalidate = useInvalidateLeads('admin');
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/admin/leads/{id}', { path: { id } }),
    onSettled: invalidate,
  });
}

/** POST …/leads: a lead typed in by hand. */
export function useCreateManualLead(audience: LeadAudience) {
  const invalidate = useInvalidateLeads(audience);
  return useMutation({
    mutationFn: (input: CreateManualLeadRequest) => api.post(leadsPath(audience), input),
    onSuccess: invalidate,
  });
}

/** The console's CSV import: a preview (dryRun, writes nothing), then the import of the ready rows. */
export function useImportLeads() {
  const invalidate = useInvalidateLeads('admin');
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => api.post('/api/admin/leads/import', { csv }, { query: { dryRun: dryRun ? 'true' : 'false' } }),
    onSuccess: (result) => (result.dryRun ? undefined : invalidate()),
  });
}
