import { queryOptions, useQuery } from '@tanstack/react-query';
import { shellMessages } from '@maple/shared/messages/shell';
import { api } from '@/lib/api-client';

export const siteKeys = {
  all: ['site'] as const,
};

/** GET /api/site: the brokerage's details change a few times a year; one fetch per visit is enough. */
export const siteQuery = () =>
  queryOptions({
    queryKey: siteKeys.all,
    queryFn: () => api.get('/api/site'),
    staleTime: 10 * 60_000,
    retry: 1,
  });

export function useSite() {
  return useQuery(siteQuery());
}

/** The team's name for the logo, falling back to the brokerage name, then to 'Maple Mortgage'. */
export function useTeamName(): string {
  const { data } = useSite();
  return data?.teamName || data?.legalName || shellMessages.brandFallback;
}

/**
 * What an agent's name must stand beside (FSRA, issue 27): the brokerage's licence line and the
 * prefix of an agent's own licence number. Empty strings while the settings load or are unset.
 */
export function useBrokerageDisclosure(): { brokerageLine: string; numberPrefix: string } {
  const { data } = useSite();
  return { brokerageLine: data?.licenceLine ?? '', numberPrefix: data?.agentLicencePrefix ?? '' };
}
