import { useQuery } from '@tanstack/react-query';
import type { AgentOption } from '@maple/shared/schemas/public-content';
import { api } from './api-client';

/** GET /api/agents/options: the active agents, for the "preferred agent" choosers of the lead forms. */
export function useAgentOptions() {
  return useQuery({
    queryKey: ['agent-options'],
    queryFn: ({ signal }) => api.get<{ agents: AgentOption[] }>('/api/agents/options', { signal }).then((body) => body.agents),
    staleTime: 5 * 60_000,
  });
}
