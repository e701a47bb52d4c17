import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LeadAudience } from './lead-queries';
import { mortgageFileKeys } from './mortgage-file-queries';

/**
 * Who may open a file in the borrower's portal (issue 39 §2, decision 094): the main applicant and
 * the co-applicants they invited, revoked ones included; a new link for one, revoking one.
 */
const applicantsPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}/files/{fileId}/applicants' : '/api/me/leads/{id}/files/{fileId}/applicants');
const linkPath = (audience: LeadAudience) =>
  audience === 'admin' ? '/api/admin/leads/{id}/files/{fileId}/applicants/{applicantId}/link' : '/api/me/leads/{id}/files/{fileId}/applicants/{applicantId}/link';
const revokePath = (audience: LeadAudience) =>
  audience === 'admin' ? '/api/admin/leads/{id}/files/{fileId}/applicants/{applicantId}/revoke' : '/api/me/leads/{id}/files/{fileId}/applicants/{applicantId}/revoke';

export const fileApplicantsQuery = (audience: LeadAudience, leadId: string, fileId: string) =>
  queryOptions({
    queryKey: mortgageFileKeys.applicants(audience, leadId, fileId),
    queryFn: ({ signal }) => api.get(applicantsPath(audience), { path: { id: leadId, fileId }, signal }),
    // The main applicant may have invited someone since the drawer last opened.
    staleTime: 0,
  });

export function useFileApplicants(audience: LeadAudience, leadId: string, fileId: string) {
  return useQuery(fileApplicantsQuery(audience, leadId, fileId));
}

/** A link or a revocation changes the applicants as both areas hold them in this browser. */
function useInvalidateApplicants(leadId: string, fileId: string) {
  const queryClient = useQueryClient();
  return () => Promise.all((['admin', 'me'] as const).map((audience) => queryClient.invalidateQueries({ queryKey: mortgageFileKeys.applicants(audience, leadId, fileId) })));
}

/** POST …/applicants/:applicantId/link → 202; a closed file or a revoked applicant is 409. */
export function useSendApplicantLink(audience: LeadAudience, leadId: string, fileId: string) {
  const invalidate = useInvalidateApplicants(leadId, fileId);
  return useMutation({
    mutationFn: (applicantId: string) => api.post(linkPath(audience), undefined as never, { path: { id: leadId, fileId, applicantId } }),
    onSettled: invalidate,
  });
}

/** POST …/applicants/:applicantId/revoke; already revoked is 409. */
export function useRevokeApplicant(audience: LeadAudience, leadId: string, fileId: string) {
  const invalidate = useInvalidateApplicants(leadId, fileId);
  return useMutation({
    mutationFn: (applicantId: string) => api.post(revokePath(audience), undefined as never, { path: { id: leadId, fileId, applicantId } }),
    onSettled: invalidate,
  });
}
