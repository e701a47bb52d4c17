import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditKind } from '@maple/shared/schemas/audit';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';

export const auditPageSize = 25;

/** The console's filters (kept in the URL by the manager); '' means any. */
export type AuditFilters = { userId: string; kind: AuditKind | ''; page: number };

export const auditEventKeys = {
  // Under 'admin' so signing out (which removes every ['admin'] query) drops them with the rest.
  admin: ['admin', 'audit-events'] as const,
  adminList: (filters: AuditFilters) => [...auditEventKeys.admin, 'list', filters] as const,
  userChoices: ['admin', 'audit-events', 'user-choices'] as const,
  // Under the person's own key: ending a session (the Sessions section) refreshes it.
  mine: [...sessionQueryKey, 'audit-events'] as const,
  myPage: (page: number) => [...auditEventKeys.mine, { page }] as const,
};

/** GET /api/admin/audit-events: one page, newest first, by user (who acted or whose account) and kind. */
export const adminAuditEventsQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditEventKeys.adminList(filters),
    queryFn: ({ signal }) =>
      api.get('/api/admin/audit-events', {
        query: { userId: filters.userId || undefined, kind: filters.kind || undefined, page: filters.page, pageSize: auditPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminAuditEvents = (filters: AuditFilters) => useQuery(adminAuditEventsQuery(filters));

/** GET /api/me/audit-events: the signed-in person's own account's events, one page. */
export const myAuditEventsQuery = (page: number) =>
  queryOptions({
    queryKey: auditEventKeys.myPage(page),
    queryFn: ({ signal }) => api.get('/api/me/audit-events', { query: { page, pageSize: auditPageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyAuditEvents = (page: number) => useQuery(myAuditEventsQuery(page));

/**
 * The users the Activity filter offers, by name: the first hundred sign-ins (GET /api/admin/users
 * answers at most 100 a page; a brokerage's team is far smaller).
 */
export const auditUserChoicesQuery = () =>
  queryOptions({
    queryKey: auditEventKeys.userChoices,
    queryFn: async ({ signal }) => {
      const { items } = await api.get('/api/admin/users', { query: { page: 1, pageSize: 100 }, signal });
      return items.map((u) => ({ id: u.id, name: u.name, email: u.email })).sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
    },
  });

export const useAuditUserChoices = () => useQuery(auditUserChoicesQuery());
