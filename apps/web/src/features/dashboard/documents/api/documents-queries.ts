import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const documentKeys = {
  all: ['my-documents'] as const,
  list: (page: number, q: string) => [...documentKeys.all, { page, q }] as const,
};

/** The Documents tab shows 25 at a time, with a search by file name. */
export const documentsPageSize = 25;

export const documentsEndpoint = '/api/me/documents';
export const downloadUrl = (id: string) => `${documentsEndpoint}/${encodeURIComponent(id)}/download`;

/** GET /api/me/documents: one page of the agent's own, newest first. */
export const myDocumentsQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: documentKeys.list(page, q),
    queryFn: ({ signal }) => api.get(documentsEndpoint, { query: { page, pageSize: documentsPageSize, q: q || undefined }, signal }),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useMyDocuments(page: number, q: string) {
  return useQuery(myDocumentsQuery(page, q));
}

export function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/me/documents/{id}', { path: { id } }),
    onSettled: invalidate,
  });
}
