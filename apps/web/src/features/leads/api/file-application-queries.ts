import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvinceCode } from '@maple/shared/provinces';
import { api } from '@/lib/api-client';
import { bestFiveYearFixedRate } from '../summary-view';
import type { LeadAudience } from './lead-queries';
import { mortgageFileKeys } from './mortgage-file-queries';

/**
 * A file's application as the borrower saved it in the portal (issue 39 §3, §4, decision 094):
 * `{ steps, savedAt }`, each step as its schema parsed it. Read in both areas; the drawer's
 * Application and the summary share the one answer.
 */
const applicationPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}/files/{fileId}/application' : '/api/me/leads/{id}/files/{fileId}/application');

export const fileApplicationQuery = (audience: LeadAudience, leadId: string, fileId: string) =>
  queryOptions({
    queryKey: mortgageFileKeys.application(audience, leadId, fileId),
    queryFn: ({ signal }) => api.get(applicationPath(audience), { path: { id: leadId, fileId }, signal }),
    // The borrower may have saved a step since the drawer last opened: ask again each time.
    staleTime: 0,
  });

export function useFileApplication(audience: LeadAudience, leadId: string, fileId: string) {
  return useQuery(fileApplicationQuery(audience, leadId, fileId));
}

/**
 * The summary's default contract rate: the lowest advertised 5-year fixed rate of the property's
 * province, from the public rates (GET /api/rates?province=, cached by the server). Resource
 * features do not import each other, so this is the leads feature's own read of that answer; its key
 * starts with the rates resource's word, so a rate the console changes refreshes it too.
 */
export const summaryRateQuery = (province: ProvinceCode) =>
  queryOptions({
    queryKey: ['rates', 'summary-default', province] as const,
    queryFn: ({ signal }) => api.get('/api/rates', { query: { province }, signal }),
    select: (answer) => bestFiveYearFixedRate(answer.rates),
    // Rates change once a day.
    staleTime: 5 * 60_000,
  });

/** Nothing is asked until the property step names the province. */
export function useSummaryRate(province: ProvinceCode | undefined) {
  return useQuery({ ...summaryRateQuery(province ?? 'ON'), enabled: province !== undefined });
}
