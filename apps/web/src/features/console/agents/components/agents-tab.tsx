import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { AgentRecord } from '@maple/shared/schemas/agent-edit';
import { useConsoleAgents } from '@/features/agents/api/agent-record-queries';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { AgentConsoleCard } from './agent-console-card';
import { CreateAgentDialog } from './create-agent-dialog';
import { DeleteAgentDialog } from './delete-agent-dialog';
import { EditAgentDialog } from './edit-agent-dialog';
import { UnattachedUsersSection } from './unattached-users-section';

const m = agentsMessages.console;

/** The console's Agents tab: a card grid, newest first, with create, edit and delete (signed-in-areas §2). */
export function AgentsTab() {
  const agents = useConsoleAgents();
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AgentRecord | null>(null);
  // The dialog follows the list, so a save shows at once in both.
  const editing = agents.data?.items.find((a) => a.id === editingId) ?? null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {m.create}
        </Button>
      </div>
      <UnattachedUsersSection />
      {agents.isPending ? (
        <LoadingState label={m.loading} />
      ) : agents.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-background p-4">
          <p className="font-medium text-destructive">{agentsMessages.fetchFailed}</p>
          <p className="text-sm text-muted-foreground">{agents.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void agents.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : agents.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background p-8 text-center text-muted-foreground">{m.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {agents.data.items.map((agent) => (
            <li key={agent.id}>
              <AgentConsoleCard agent={agent} onEdit={() => setEditingId(agent.id)} onDelete={() => setDeleting(agent)} />
            </li>
          ))}
        </ul>
      )}
      <CreateAgentDialog open={creating} onOpenChange={setCreating} onCreated={(agent) => toast.success(agentsMessages.created, { description: agent.name })} />
      {editing ? <EditAgentDialog agent={editing} onClose={() => setEditingId(null)} /> : null}
      <DeleteAgentDialog agent={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
