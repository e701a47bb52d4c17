import { leadSourceFilters, leadStatuses, type LeadSourceFilter, type LeadStatus } from '@maple/shared/schemas/leads';

/**
 * The Leads tabs' filters beside the search box, kept in the page's URL (`?source=&status=&from=&to=`)
 * so a reload or a shared link shows the same rows. The search (`q`) and the page are the list's
 * own (`useListPage`).
 */
export type LeadFilters = {
  source: LeadSourceFilter | '';
  status: LeadStatus | '';
  from: string;
  to: string;
};
export type LeadFilterKey = keyof LeadFilters;

export const filterKeys = ['source', 'status', 'from', 'to'] as const satisfies readonly LeadFilterKey[];
export const noFilters: LeadFilters = { source: '', status: '', from: '', to: '' };

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Reads the filters from the URL; anything malformed is dropped rather than sent to the server. */
export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const source = params.get('source') ?? '';
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    source: (leadSourceFilters as readonly string[]).includes(source) ? (source as LeadSourceFilter) : '',
    status: (leadStatuses as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
}

/**
 * Writes the filters into a copy of `params`, keeping its other keys (`tab`, the search); empty ones
 * leave no trace. Other filters mean other rows, so the list starts again at page 1.
 */
export function withFilters(params: URLSearchParams, filters: LeadFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const key of filterKeys) {
    if (filters[key]) next.set(key, filters[key]);
    else next.delete(key);
  }
  return next;
}

/** What the rows are asked with: the filters and the search, and for a list (not the export) the page. */
export type LeadQuery = LeadFilters & { q: string; page?: number };

/** The API query of a list or an export: the filters, the search, plus paging when `pageSize` is given. */
export function apiParams(query: LeadQuery, pageSize?: number) {
  return {
    q: query.q.trim() || undefined,
    source: query.source || undefined,
    status: query.status || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
    ...(pageSize ? { page: query.page ?? 1, pageSize } : {}),
  };
}

/** The same as a query string (the CSV export is a plain link). */
export function apiQuery(query: LeadQuery, pageSize?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(apiParams(query, pageSize))) if (value !== undefined) params.set(name, String(value));
  return params.toString();
}

export const hasFilters = (f: LeadFilters) => filterKeys.some((key) => f[key] !== '');
