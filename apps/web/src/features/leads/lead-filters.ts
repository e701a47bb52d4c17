import { leadSourceFilters, leadStatuses, type LeadSourceFilter, type LeadStatus } from '@maple/shared/schemas/leads';

/** The Leads tabs' filters, kept in the page's URL so a reload or a shared link shows the same rows. */
export type LeadFilters = {
  q: string;
  source: LeadSourceFilter | '';
  status: LeadStatus | '';
  from: string;
  to: string;
  page: number;
};

export const filterKeys = ['q', 'source', 'status', 'from', 'to', 'page'] as const;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Reads the filters from the URL; anything malformed is dropped rather than sent to the server. */
export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const source = params.get('source') ?? '';
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    source: (leadSourceFilters as readonly string[]).includes(source) ? (source as LeadSourceFilter) : '',
    status: (leadStatuses as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters into a copy of `params` (other keys such as `tab` are kept); empty ones are removed. */
export function withFilters(params: URLSearchParams, filters: LeadFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterKeys) next.delete(key);
  if (filters.q.trim()) next.set('q', filters.q.trim());
  if (filters.source) next.set('source', filters.source);
  if (filters.status) next.set('status', filters.status);
  if (filters.from) next.set('from', filters.from);
  if (filters.to) next.set('to', filters.to);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** The API query of a list or an export: the filters plus paging. */
export function apiParams(filters: LeadFilters, pageSize?: number) {
  return {
    q: filters.q.trim() || undefined,
    source: filters.source || undefined,
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    ...(pageSize ? { page: filters.page, pageSize } : {}),
  };
}

/** The same as a query string (the CSV export is a plain link). */
export function apiQuery(filters: LeadFilters, pageSize?: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(apiParams(filters, pageSize))) if (value !== undefined) query.set(name, String(value));
  return query.toString();
}

export const hasFilters = (f: LeadFilters) => Boolean(f.q || f.source || f.status || f.from || f.to);
