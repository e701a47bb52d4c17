import { useMutation } from '@tanstack/react-query';
import type { AgentApplicationLead } from '@maple/shared/schemas/leads';
import { createLead } from '@/lib/create-lead';

/** POST /api/leads with kind 'agent_application'. */
export function useCreateAgentApplication() {
  return useMutation({ mutationFn: (lead: AgentApplicationLead) => createLead(lead) });
}
