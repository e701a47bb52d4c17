import { auditKinds, type AuditKind } from '@maple/shared/schemas/audit';
import type { AuditFilters } from './api/audit-event-queries';

const keys = ['user', 'kind', 'page'] as const;

/** The Activity tab's filters from the URL (`?user=&kind=&page=`); anything malformed is dropped. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const userId = (params.get('user') ?? '').slice(0, 100);
  const kind = params.get('kind') ?? '';
  const page = Number(params.get('page'));
  return {
    userId,
    kind: (auditKinds as readonly string[]).includes(kind) ? (kind as AuditKind) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters into a copy of `params` (`tab` and other keys kept); empty ones are removed. */
export function withAuditFilters(params: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keys) next.delete(key);
  if (filters.userId) next.set('user', filters.userId);
  if (filters.kind) next.set('kind', filters.kind);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}
