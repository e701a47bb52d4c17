import { useQuery } from '@tanstack/react-query';
import type { AgentProfileBundle, PublicAgent } from '@maple/shared/schemas/public-content';
import type { RecordPageViewInput } from '@maple/shared/schemas/events';
import { api } from '@/lib/api-client';

/** GET /api/agents: active agents by name, for the directory. */
export function useAgents() {
  return useQuery({
    queryKey: ['agents', 'directory'],
    queryFn: ({ signal }) => api.get<{ agents: PublicAgent[] }>('/api/agents', { signal }).then((body) => body.agents),
  });
}

/** GET /api/agents/:idOrSlug: the whole profile in one request; a 404 ('Agent not found') is not retried. */
export function useAgentProfile(idOrSlug: string) {
  return useQuery({
    queryKey: ['agents', 'profile', idOrSlug],
    queryFn: ({ signal }) => api.get<AgentProfileBundle>(`/api/agents/${encodeURIComponent(idOrSlug)}`, { signal }),
  });
}

/** POST /api/events/page-view (204). */
export function recordPageView(agentId: string): Promise<void> {
  const body: RecordPageViewInput = { agentId };
  return api.post<void>('/api/events/page-view', body);
}
