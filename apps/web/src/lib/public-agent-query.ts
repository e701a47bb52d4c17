import { useQuery } from '@tanstack/react-query';
import type { AgentProfileBundle, PublicAgentProfile } from '@maple/shared/schemas/public-content';
import { api } from './api-client';

/**
 * An active agent by id or profile slug (GET /api/agents/:idOrSlug), for pages that take an
 * `?agent=` parameter. Unknown or inactive agents answer 404: `data` stays undefined.
 */
export function usePublicAgent(idOrSlug: string | null | undefined) {
  const key = idOrSlug?.trim() ?? '';
  return useQuery({
    queryKey: ['public-agent', key],
    queryFn: ({ signal }) => api.get<AgentProfileBundle>(`/api/agents/${encodeURIComponent(key)}`, { signal }),
    select: (bundle): PublicAgentProfile => bundle.agent,
    enabled: key !== '',
    staleTime: 5 * 60_000,
  });
}
