import { useQuery } from '@tanstack/react-query';
import type { PublicAgent } from '@maple/shared/schemas/public-content';
import { api } from '@/lib/api-client';

/** GET /api/agents: the active team, by name. */
export function useTeam() {
  return useQuery({
    queryKey: ['about', 'team'],
    queryFn: ({ signal }) => api.get<{ agents: PublicAgent[] }>('/api/agents', { signal }).then((body) => body.agents),
    staleTime: 5 * 60_000,
  });
}
