import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddDocumentItemRequest, RemoveDocumentItemInput } from '@maple/shared/schemas/file-documents';
import { api } from '@/lib/api-client';
import type { LeadAudience } from './lead-queries';
import { mortgageFileKeys } from './mortgage-file-queries';

/**
 * A file's documents as the agent reviews them (issue 39 §5, decision 099): the checklist, the
 * agent's own items and the removed ones, with the borrower's files; accepting, asking for a fix,
 * adding and removing. Kept under the lead's files, so a start or a move refreshes them too.
 */
const documentsKey = (audience: LeadAudience, leadId: string, fileId: string) => [...mortgageFileKeys.ofLead(audience, leadId), fileId, 'documents'] as const;

const listPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}/files/{fileId}/documents' : '/api/me/leads/{id}/files/{fileId}/documents');
const itemPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}/files/{fileId}/documents/{itemId}' : '/api/me/leads/{id}/files/{fileId}/documents/{itemId}');
const removePath = (audience: LeadAudience) =>
  audience === 'admin' ? '/api/admin/leads/{id}/files/{fileId}/documents/{itemId}/remove' : '/api/me/leads/{id}/files/{fileId}/documents/{itemId}/remove';

/** A file's download: a plain link (the session cookie goes along; the server answers an attachment). */
export const documentDownloadHref = (audience: LeadAudience, leadId: string, fileId: string, itemId: string, documentFileId: string) =>
  `/api/${audience}/leads/${encodeURIComponent(leadId)}/files/${encodeURIComponent(fileId)}/documents/${encodeURIComponent(itemId)}/files/${encodeURIComponent(documentFileId)}/download`;

export const fileDocumentsQuery = (audience: LeadAudience, leadId: string, fileId: string) =>
  queryOptions({
    queryKey: documentsKey(audience, leadId, fileId),
    queryFn: ({ signal }) => api.get(listPath(audience), { path: { id: leadId, fileId }, signal }),
    // The borrower may have uploaded since the drawer last opened.
    staleTime: 0,
  });

export function useFileDocuments(audience: LeadAudience, leadId: string, fileId: string) {
  return useQuery(fileDocumentsQuery(audience, leadId, fileId));
}

/** Every change refreshes the documents as both areas hold them in this browser. */
function useInvalidateDocuments(leadId: string, fileId: string) {
  const queryClient = useQueryClient();
  return () => Promise.all((['admin', 'me'] as const).map((audience) => queryClient.invalidateQueries({ queryKey: documentsKey(audience, leadId, fileId) })));
}

export function useAddDocumentItem(audience: LeadAudience, leadId: string, fileId: string) {
  const invalidate = useInvalidateDocuments(leadId, fileId);
  return useMutation({
    mutationFn: (body: AddDocumentItemRequest) => api.post(listPath(audience), body, { path: { id: leadId, fileId } }),
    onSettled: invalidate,
  });
}

/** Accepted, or needs attention with the reason the borrower reads; 409 when it no longer can (closed, nothing uploaded). */
export function useReviewDocumentItem(audience: LeadAudience, leadId: string, fileId: string) {
  const invalidate = useInvalidateDocuments(leadId, fileId);
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: { status: 'accepted' | 'needs_attention'; reason?: string } }) => api.patch(itemPath(audience), body, { path: { id: leadId, fileId, itemId } }),
    onSettled: invalidate,
  });
}

export function useRemoveDocumentItem(audience: LeadAudience, leadId: string, fileId: string) {
  const invalidate = useInvalidateDocuments(leadId, fileId);
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: RemoveDocumentItemInput }) => api.post(removePath(audience), body, { path: { id: leadId, fileId, itemId } }),
    onSettled: invalidate,
  });
}
