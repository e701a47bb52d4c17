import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AgentOption {
  id: string;
  name: string;
}

export function fetchAgentOptions(signal?: AbortSignal): Promise<AgentOption[]> {
  return api.get<{ agents: AgentOption[] } | AgentOption[]>('/api/agents/options', { signal }).then((body) => (Array.isArray(body) ? body : body.agents));
}

/** Active agents for the quote dialog's agent chooser (GET /api/agents/options). */
export function useAgentOptions() {
  return useQuery({
    queryKey: ['calculators', 'agent-options'],
    queryFn: ({ signal }) => fetchAgentOptions(signal),
    staleTime: 5 * 60_000,
  });
}
