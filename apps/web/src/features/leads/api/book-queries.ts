import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientMailConsentInput, FundedMortgageInput } from '@maple/shared/schemas/funded-mortgages';
import { api, urlOf } from '@/lib/api-client';
import type { BookQuery } from '../book-filters';
import { mortgageFileKeys } from './mortgage-file-queries';
import type { LeadAudience } from './lead-queries';

/**
 * The book of funded mortgages (issue 40 §3, §7, decision 103): a funded file's record sits under the
 * lead's files (a move refreshes it), the Book's pages and the maturities under `[audience, 'book']`.
 * Both start with the area's word, so sign-out drops them.
 */
export const bookKeys = {
  all: (audience: LeadAudience) => [audience, 'book'] as const,
  list: (audience: LeadAudience, query: BookQuery, pageSize: number) => [...bookKeys.all(audience), 'list', query, pageSize] as const,
  maturities: (audience: LeadAudience, agentId: string) => [...bookKeys.all(audience), 'maturities', agentId] as const,
  funding: (audience: LeadAudience, leadId: string, fileId: string) => [...mortgageFileKeys.ofLead(audience, leadId), fileId, 'funded'] as const,
};

const area = (audience: LeadAudience) => (audience === 'admin' ? 'admin' : 'me');
const fundedPath = (audience: LeadAudience) => (audience === 'admin' ? '/api/admin/leads/{id}/files/{fileId}/funded' : '/api/me/leads/{id}/files/{fileId}/funded');

const listParams = (audience: LeadAudience, query: BookQuery) => ({
  q: query.q || undefined,
  rateType: query.rateType || undefined,
  maturingWithinMonths: query.within ? Number(query.within) : undefined,
  agentId: audience === 'admin' ? query.agentId || undefined : undefined,
});

export const bookListQuery = (audience: LeadAudience, query: BookQuery, pageSize: number) =>
  queryOptions({
    queryKey: bookKeys.list(audience, query, pageSize),
    queryFn: ({ signal }) =>
      audience === 'admin'
        ? api.get('/api/admin/book', { query: { page: query.page, pageSize, ...listParams(audience, query) }, signal })
        : api.get('/api/me/book', { query: { page: query.page, pageSize, ...listParams(audience, query) }, signal }),
    placeholderData: keepPreviousData,
  });
export const useBookList = (audience: LeadAudience, query: BookQuery, pageSize: number) => useQuery(bookListQuery(audience, query, pageSize));

export const maturitiesQuery = (audience: LeadAudience, agentId: string) =>
  queryOptions({
    queryKey: bookKeys.maturities(audience, agentId),
    queryFn: ({ signal }) =>
      audience === 'admin' ? api.get('/api/admin/book/maturities', { query: { agentId: agentId || undefined }, signal }) : api.get('/api/me/book/maturities', { signal }),
  });
export const useMaturities = (audience: LeadAudience, agentId: string) => useQuery(maturitiesQuery(audience, agentId));

/** The CSV downloads: the filtered book, and the maturities by month. */
export const bookExportHref = (audience: LeadAudience, query: BookQuery) => urlOf(`/api/${area(audience)}/book/export.csv`, { query: listParams(audience, query) });
export const maturitiesCsvHref = (audience: LeadAudience, agentId: string) => urlOf(`/api/${area(audience)}/book/maturities.csv`, { query: { agentId: audience === 'admin' ? agentId || undefined : undefined } });

/** A funded file's record; null while none is recorded (the drawer then offers to record it). */
export const fundingQuery = (audience: LeadAudience, leadId: string, fileId: string) =>
  queryOptions({
    queryKey: bookKeys.funding(audience, leadId, fileId),
    queryFn: ({ signal }) => api.get(fundedPath(audience), { path: { id: leadId, fileId }, signal }),
  });
export const useFunding = (audience: LeadAudience, leadId: string, fileId: string) => useQuery(fundingQuery(audience, leadId, fileId));

/** What a funded record or an import changes, in both areas: the file's record and every page of the book. */
function useInvalidateBook() {
  const queryClient = useQueryClient();
  return (leadId?: string, fileId?: string) =>
    Promise.all(
      (['admin', 'me'] as const).flatMap((audience) => [
        queryClient.invalidateQueries({ queryKey: bookKeys.all(audience) }),
        ...(leadId && fileId ? [queryClient.invalidateQueries({ queryKey: bookKeys.funding(audience, leadId, fileId) })] : []),
      ]),
    );
}

/** PUT …/leads/:id/files/:fileId/funded: record or correct the funded mortgage. */
export function useRecordFunding(audience: LeadAudience, leadId: string, fileId: string) {
  const invalidate = useInvalidateBook();
  return useMutation({
    mutationFn: (input: FundedMortgageInput) => api.put(fundedPath(audience), input, { path: { id: leadId, fileId } }),
    onSettled: () => invalidate(leadId, fileId),
  });
}

/** POST …/book/import (?dryRun=true previews). */
export function useImportBook(audience: LeadAudience) {
  const invalidate = useInvalidateBook();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      audience === 'admin'
        ? api.post('/api/admin/book/import', { csv }, { query: { dryRun: dryRun ? 'true' : 'false' } })
        : api.post('/api/me/book/import', { csv }, { query: { dryRun: dryRun ? 'true' : 'false' } }),
    onSuccess: (result) => (result.dryRun ? undefined : invalidate()),
  });
}

/** POST …/book/:id/client-mail-consent: the express consent to mail the client gave later (issue 40 §4). */
export function useRecordClientMailConsent(audience: LeadAudience, mortgageId: string) {
  const invalidate = useInvalidateBook();
  return useMutation({
    mutationFn: (input: ClientMailConsentInput) =>
      audience === 'admin'
        ? api.post('/api/admin/book/{id}/client-mail-consent', input, { path: { id: mortgageId } })
        : api.post('/api/me/book/{id}/client-mail-consent', input, { path: { id: mortgageId } }),
    onSettled: () => invalidate(),
  });
}
