import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { AgentRecord, UpdateMyAgentRequest } from '@maple/shared/schemas/agent-edit';
import { useMyAgent, useUpdateMyAgent } from '@/features/agents/api/agent-record-queries';
import { meKeys } from '@/features/auth/api/me-queries';
import { QueryStates } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';

const m = agentsMessages.dashboard;

export type SaveMyAgent = (body: UpdateMyAgentRequest) => Promise<AgentRecord>;

/**
 * The signed-in agent's own record for a profile tab, with its loading and error states: no agent
 * record says so plainly ('Agent not found'); any other failure toasts 'Failed to load profile data'
 * and offers a retry. `save` also refreshes the dashboard header (name, View My Page link).
 */
export function MyAgentGate({ children }: { children: (agent: AgentRecord, save: SaveMyAgent) => ReactNode }) {
  const agent = useMyAgent();
  const update = useUpdateMyAgent();
  const queryClient = useQueryClient();
  const missing = isApiError(agent.error) && agent.error.status === 404;

  useEffect(() => {
    if (agent.isError && !missing) toast.error(agentsMessages.profileLoadFailed, { id: 'profile-load-failed' });
  }, [agent.isError, missing]);

  if (missing) {
    return (
      <div role="alert" className="rounded-lg border border-destructive/30 p-4">
        <p className="font-medium text-destructive">{agentsMessages.notFound}</p>
        <p className="mt-1 text-sm text-muted-foreground">{agentsMessages.noAgentRecord}</p>
      </div>
    );
  }
  const save = (before: AgentRecord): SaveMyAgent => async (body) => {
    const saved = await update.mutateAsync({ before, body });
    await queryClient.invalidateQueries({ queryKey: meKeys.all });
    return saved;
  };
  return (
    <QueryStates query={agent} messages={{ loading: m.loading, loadFailed: agentsMessages.profileLoadFailed, tryAgain: m.retry }}>
      {(record) => children(record, save(record))}
    </QueryStates>
  );
}
