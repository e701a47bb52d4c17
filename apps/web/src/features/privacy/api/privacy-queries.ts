import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePrivacyIncidentInput, CreatePrivacyRequestInput, PrivacyRequestStatus, UpdatePrivacyIncidentInput, UpdatePrivacyRequestInput } from '@maple/shared/schemas/privacy';
import type { RetentionPeriods } from '@maple/shared/schemas/site';
import { api } from '@/lib/api-client';

export const privacyPageSize = 25;

// Under 'admin' so signing out (which removes every ['admin'] query) drops them with the rest.
export const privacyKeys = {
  all: ['admin', 'privacy'] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  requestList: (page: number, q: string, status: string) => [...privacyKeys.requests(), 'list', { page, q, status }] as const,
  search: (q: string) => [...privacyKeys.all, 'search', q] as const,
  preview: (periods: RetentionPeriods) => [...privacyKeys.all, 'retention', periods] as const,
  incidents: () => [...privacyKeys.all, 'incidents'] as const,
  incidentList: (page: number, q: string) => [...privacyKeys.incidents(), { page, q }] as const,
};

/** GET /api/admin/privacy/requests: newest received first, overdue ones flagged. */
export const privacyRequestsQuery = (page: number, q: string, status: PrivacyRequestStatus | '') =>
  queryOptions({
    queryKey: privacyKeys.requestList(page, q, status),
    queryFn: ({ signal }) => api.get('/api/admin/privacy/requests', { query: { page, pageSize: privacyPageSize, q: q || undefined, status: status || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
export const usePrivacyRequests = (page: number, q: string, status: PrivacyRequestStatus | '') => useQuery(privacyRequestsQuery(page, q, status));

/** GET /api/admin/privacy/search: only once something was asked. */
export const usePrivacySearch = (q: string) =>
  useQuery({
    queryKey: privacyKeys.search(q),
    queryFn: ({ signal }) => api.get('/api/admin/privacy/search', { query: { q }, signal }),
    enabled: q !== '',
    staleTime: 0,
  });

/** GET /api/admin/privacy/retention/preview: the counts for the periods being edited (not yet saved). */
export const useRetentionPreview = (periods: RetentionPeriods | null) =>
  useQuery({
    queryKey: privacyKeys.preview(periods ?? { leadMonths: 0, transcriptMonths: 0, outboxDays: 0 }),
    queryFn: ({ signal }) => api.get('/api/admin/privacy/retention/preview', { query: periods!, signal }),
    enabled: periods !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/admin/privacy/incidents: the register, latest first. */
export const usePrivacyIncidents = (page: number, q: string) =>
  useQuery({
    queryKey: privacyKeys.incidentList(page, q),
    queryFn: ({ signal }) => api.get('/api/admin/privacy/incidents', { query: { page, pageSize: privacyPageSize, q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export function useCreatePrivacyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePrivacyRequestInput) => api.post('/api/admin/privacy/requests', input),
    onSettled: () => client.invalidateQueries({ queryKey: privacyKeys.requests() }),
  });
}

export function useUpdatePrivacyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePrivacyRequestInput }) => api.patch('/api/admin/privacy/requests/{id}', input, { path: { id } }),
    // A correction changes leads too: the search and the console's leads are asked again.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: privacyKeys.all }), client.invalidateQueries({ queryKey: ['admin', 'leads'] })]),
  });
}

/** An erasure changes leads, trails and the register of requests: everything of the tab is asked again. */
export function useErasePersonalData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/admin/privacy/requests/{id}/erase', undefined, { path: { id } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: privacyKeys.all }), client.invalidateQueries({ queryKey: ['admin', 'leads'] })]),
  });
}

export function useSavePrivacyIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CreatePrivacyIncidentInput | UpdatePrivacyIncidentInput }) =>
      id ? api.patch('/api/admin/privacy/incidents/{id}', input, { path: { id } }) : api.post('/api/admin/privacy/incidents', input as CreatePrivacyIncidentInput),
    onSettled: () => client.invalidateQueries({ queryKey: privacyKeys.incidents() }),
  });
}

export function useDeletePrivacyIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/admin/privacy/incidents/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: privacyKeys.incidents() }),
  });
}

/** Links the browser opens itself (a download, a printable page), with the session cookie. */
export const privacyLinks = {
  exportJson: (id: string) => `/api/admin/privacy/requests/${encodeURIComponent(id)}/export`,
  exportHtml: (id: string) => `/api/admin/privacy/requests/${encodeURIComponent(id)}/export?format=html`,
  incidentsCsv: '/api/admin/privacy/incidents/export.csv',
};

// The console's settings record, under the Settings tab's own key (['admin', 'settings']) so both
// tabs share one copy: the retention editor saves the whole record with its new periods.
const settingsKey = ['admin', 'settings'] as const;

export const useRetentionSettings = () => useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => api.get('/api/admin/settings', { signal }) });

/** PUT /api/admin/settings with the record as loaded and the new retention periods. */
export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (retention: RetentionPeriods) => {
      const { settings } = await client.fetchQuery({ queryKey: settingsKey, queryFn: ({ signal }) => api.get('/api/admin/settings', { signal }), staleTime: 0 });
      return api.put('/api/admin/settings', { ...settings, retention });
    },
    onSuccess: (answer) => client.setQueryData(settingsKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey: [...privacyKeys.all, 'retention'] }),
  });
}
