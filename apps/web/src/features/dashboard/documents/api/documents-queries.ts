import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const documentKeys = {
  all: ['my-documents'] as const,
};

export const documentsEndpoint = '/api/me/documents';
export const downloadUrl = (id: string) => `${documentsEndpoint}/${encodeURIComponent(id)}/download`;

/** GET /api/me/documents: the agent's own, newest first (100: the API's page cap). */
export const myDocumentsQuery = () =>
  queryOptions({
    queryKey: documentKeys.all,
    queryFn: ({ signal }) => api.get(documentsEndpoint, { query: { pageSize: 100 }, signal }),
  });

export function useMyDocuments() {
  return useQuery(myDocumentsQuery());
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
