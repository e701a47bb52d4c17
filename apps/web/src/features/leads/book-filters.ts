import { fundedRateTypes, type FundedRateType } from '@maple/shared/schemas/funded-mortgages';
import { isRecordId } from '@maple/shared/schemas/path-params';

/**
 * The Book's filters, kept in the page's URL (`?view=book&rate=&within=&agent=`) beside the list's
 * own search and page, so a reload or a shared link shows the same rows.
 */
export type BookFilters = { rateType: FundedRateType | ''; within: '' | '3' | '6' | '12'; agentId: string };
export type BookFilterKey = keyof BookFilters;
export const noBookFilters: BookFilters = { rateType: '', within: '', agentId: '' };
export const withinChoices = ['3', '6', '12'] as const;

/** What the rows are asked with: the filters, the search and the page. */
export type BookQuery = BookFilters & { q: string; page: number };

/** Reads the filters from the URL; an unknown value is dropped rather than sent to the server (a 400). */
export function bookFiltersFromParams(params: URLSearchParams): BookFilters {
  const rateType = params.get('rate') ?? '';
  const within = params.get('within') ?? '';
  const agentId = params.get('agent') ?? '';
  return {
    rateType: (fundedRateTypes as readonly string[]).includes(rateType) ? (rateType as FundedRateType) : '',
    within: (withinChoices as readonly string[]).includes(within) ? (within as BookFilters['within']) : '',
    agentId: isRecordId(agentId) ? agentId : '',
  };
}

/** Writes the filters into a copy of `params`, keeping its other keys; the rows start again at page 1. */
export function withBookFilters(params: URLSearchParams, filters: BookFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [key, value] of [['rate', filters.rateType], ['within', filters.within], ['agent', filters.agentId]] as const) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export const hasBookFilters = (filters: BookFilters) => filters.rateType !== '' || filters.within !== '' || filters.agentId !== '';
