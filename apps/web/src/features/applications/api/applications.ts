import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminApplicationList } from '@maple/shared/schemas/admin-leads';
import type { ApplicationLead } from '@maple/shared/schemas/leads';
import type { AgentOption } from '@maple/shared/schemas/public-content';
import { api } from '@/lib/api-client';
import { createLead } from '@/lib/create-lead';

/** POST /api/leads with kind 'application'; a success refreshes the staff list. */
export function useCreateApplication() {
  return useMutation({ mutationFn: (lead: ApplicationLead) => createLead(lead) });
}

/** GET /api/agents/options: active agents for the chooser. */
export function useAgentOptions() {
  return useQuery({
    queryKey: ['agent-options'],
    queryFn: ({ signal }) => api.get<{ agents: AgentOption[] }>('/api/agents/options', { signal }).then((body) => body.agents),
    staleTime: 5 * 60_000,
  });
}

export const recentApplicationsKey = ['admin', 'applications'] as const;

/**
 * GET /api/admin/applications, super admin only (DESIGN §8). `enabled` must be false for anyone
 * else, so the browser never even asks.
 */
export function useRecentApplications(enabled: boolean) {
  return useQuery({
    queryKey: recentApplicationsKey,
    queryFn: ({ signal }) => api.get<AdminApplicationList>('/api/admin/applications', { signal }).then((body) => body.applications),
    enabled,
    retry: false,
  });
}
