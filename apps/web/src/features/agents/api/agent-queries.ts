import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';
import type { RecordPageViewInput } from '@maple/shared/schemas/analytics';
import { api } from '@/lib/api-client';

// The active agents change rarely; a few minutes of reuse across pages is fresh enough.
const agentStaleTime = 5 * 60_000;

/** Every cache key of the agents resource starts with `agentKeys.all`. */
export const agentKeys = {
  all: ['agents'] as const,
  directory: () => [...agentKeys.all, 'directory'] as const,
  profile: (idOrSlug: string) => [...agentKeys.all, 'profile', idOrSlug] as const,
  options: () => [...agentKeys.all, 'options'] as const,
};

/** GET /api/agents: active agents by name (the directory and the about page's team). */
export const agentDirectoryQuery = () =>
  queryOptions({
    queryKey: agentKeys.directory(),
    queryFn: ({ signal }) => api.get('/api/agents', { signal }).then((body) => body.agents),
    staleTime: agentStaleTime,
  });

/**
 * GET /api/agents/:idOrSlug: the whole profile in one request. Unknown or inactive agents answer
 * 404, which is not retried (see query-client).
 */
export const agentProfileQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: agentKeys.profile(idOrSlug),
    queryFn: ({ signal }) => api.get('/api/agents/{idOrSlug}', { path: { idOrSlug }, signal }),
    staleTime: agentStaleTime,
  });

/** GET /api/agents/options: the active agents, for the "preferred agent" choosers of the lead forms. */
export const agentOptionsQuery = () =>
  queryOptions({
    queryKey: agentKeys.options(),
    queryFn: ({ signal }) => api.get('/api/agents/options', { signal }).then((body) => body.agents),
    staleTime: agentStaleTime,
  });

export function useAgents() {
  return useQuery(agentDirectoryQuery());
}

export function useAgentProfile(idOrSlug: string) {
  return useQuery(agentProfileQuery(idOrSlug));
}

/**
 * The agent of an `?agent=` parameter (id or slug), sharing the profile page's cache entry;
 * `data` stays undefined for none, an unknown or an inactive agent.
 */
export function usePublicAgent(idOrSlug: string | null | undefined) {
  const key = idOrSlug?.trim() ?? '';
  return useQuery({
    ...agentProfileQuery(key),
    select: (bundle): PublicAgentProfile => bundle.agent,
    enabled: key !== '',
  });
}

export function useAgentOptions() {
  return useQuery(agentOptionsQuery());
}

/** POST /api/events/page-view (204). */
export function recordPageView(agentId: string): Promise<void> {
  const body: RecordPageViewInput = { agentId };
  return api.post('/api/events/page-view', body);
}
