import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateIdentificationRequest, UpdateIdentificationRequest } from '@maple/shared/schemas/identifications';
import { api } from '@/lib/api-client';
import { leadKeys, type LeadAudience } from './lead-queries';

/**
 * A lead's client identification records (FINTRAC, decision 045). Their key sits under the lead's
 * (`leadKeys.all`), so any lead change refreshes them too: closing a lead sets how long they are kept.
 */
export const identificationKeys = {
  list: (audience: LeadAudience, leadId: string) => [...leadKeys.all(audience), 'identifications', leadId] as const,
};

const listPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}/identifications' : '/api/me/leads/{id}/identifications');
const recordPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}/identifications/{recordId}' : '/api/me/leads/{id}/identifications/{recordId}');

/** The examiner export: a plain link (the session cookie goes along); `html` is the printable page. */
export const identificationExportHref = (audience: LeadAudience, leadId: string, format: 'csv' | 'html') =>
  `/api/${audience === 'admin' ? 'admin' : 'me'}/leads/${encodeURIComponent(leadId)}/identifications/export.csv${format === 'html' ? '?format=html' : ''}`;

export const identificationListQuery = (audience: LeadAudience, leadId: string) =>
  queryOptions({
    queryKey: identificationKeys.list(audience, leadId),
    // A lead has a handful of records: one page of the largest size holds them.
    queryFn: ({ signal }) => api.get(listPath(audience), { path: { id: leadId }, query: { pageSize: 100 }, signal }),
  });

export function useIdentifications(audience: LeadAudience, leadId: string) {
  return useQuery(identificationListQuery(audience, leadId));
}

/** What a record change makes stale: this lead's records in both areas (the console's change shows in the dashboard too). */
function useInvalidateIdentifications(audience: LeadAudience, leadId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: identificationKeys.list(audience, leadId) }),
      audience === 'admin' ? queryClient.invalidateQueries({ queryKey: identificationKeys.list('me', leadId) }) : null,
    ]);
}

export function useCreateIdentification(audience: LeadAudience, leadId: string) {
  const invalidate = useInvalidateIdentifications(audience, leadId);
  return useMutation({
    mutationFn: (input: CreateIdentificationRequest) => api.post(listPath(audience), input as never, { path: { id: leadId } }),
    onSuccess: invalidate,
  });
}

/** Corrections, or `void: { reason }`. */
export function useUpdateIdentification(audience: LeadAudience, leadId: string) {
  const invalidate = useInvalidateIdentifications(audience, leadId);
  return useMutation({
    mutationFn: ({ recordId, input }: { recordId: string; input: UpdateIdentificationRequest }) => api.patch(recordPath(audience), input as never, { path: { id: leadId, recordId } }),
    onSettled: invalidate,
  });
}

/** The console's reveal of a document number (audited on the server); the answer is kept nowhere but the caller's state. */
export function useRevealIdentification(leadId: string) {
  return useMutation({
    mutationFn: (recordId: string) => api.post('/api/admin/leads/{id}/identifications/{recordId}/reveal', undefined as never, { path: { id: leadId, recordId } }),
  });
}
