import { toast } from 'sonner';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { Lead } from '@maple/shared/schemas/leads';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUpdateLead } from '../api/lead-queries';

const m = leadManagementMessages;

export type AgentChoice = { id: string; name: string };

/**
 * The console's agent picker of a lead (issue 18): 'Unassigned' or an active agent. Choosing saves
 * at once (PATCH agentId), the chosen agent is told by mail, and the toast says what happened. An
 * agent who has since been deactivated still shows as the lead's, marked inactive, but cannot be
 * chosen again. Give it `id` (with a visible label) or rely on its own accessible name.
 */
export function LeadAgentSelect({ lead, agents, id, className }: { lead: Lead; agents: readonly AgentChoice[]; id?: string; className?: string }) {
  const update = useUpdateLead('admin');
  const pending = update.isPending && update.variables?.agentId !== undefined;
  const value = pending ? (update.variables!.agentId ?? '') : (lead.agentId ?? '');
  const listed = !lead.agentId || agents.some((agent) => agent.id === lead.agentId);

  return (
    <NativeSelect
      id={id}
      aria-label={id ? undefined : m.agentFor(lead.clientName)}
      value={value}
      disabled={update.isPending}
      className={cn('h-8 py-1 text-sm md:text-sm', className)}
      onChange={(event) => {
        const agentId = event.target.value || null;
        update.mutate(
          { id: lead.id, agentId },
          {
            onSuccess: () => toast.success(agentId ? m.assigned : m.unassignedToast),
            onError: (error) => toast.error(m.assignFailed, isApiError(error) ? { description: error.message } : undefined),
          },
        );
      }}
    >
      <option value="">{m.unassigned}</option>
      {listed ? null : (
        <option value={lead.agentId!} disabled>
          {m.inactiveAgent(lead.agentName ?? lead.agentId!)}
        </option>
      )}
      {agents.map((agent) => (
        <option key={agent.id} value={agent.id}>
          {agent.name}
        </option>
      ))}
    </NativeSelect>
  );
}
