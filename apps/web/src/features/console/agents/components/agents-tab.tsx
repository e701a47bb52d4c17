import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import { usersMessages } from '@maple/shared/messages/users';
import type { AgentRecord } from '@maple/shared/schemas/agent-edit';
import { useConsoleAgents } from '@/features/agents/api/agent-record-queries';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AgentConsoleCard } from './agent-console-card';
import { CreateAgentDialog } from './create-agent-dialog';
import { DeleteAgentDialog } from './delete-agent-dialog';
import { EditAgentDialog } from './edit-agent-dialog';
import { UnattachedUsersSection } from './unattached-users-section';
import { UsersSection } from './users-section';

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
    // Two views of one tab: the agent profiles (the spec's grid) and everyone's sign-in (issue 20),
    // so the console keeps its tabs and the users sit next to the agents they mostly are.
    <Tabs defaultValue="agents" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label={usersMessages.views.label}>
          <TabsTrigger value="agents">{usersMessages.views.agents}</TabsTrigger>
          <TabsTrigger value="users">{usersMessages.views.users}</TabsTrigger>
        </TabsList>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {m.create}
        </Button>
      </div>
      <TabsContent value="users" className="mt-0">
        <UsersSection />
      </TabsContent>
      <TabsContent value="agents" className="mt-0 flex flex-col gap-4">
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
      </TabsContent>
      <CreateAgentDialog open={creating} onOpenChange={setCreating} onCreated={(agent) => toast.success(agentsMessages.created, { description: agent.name })} />
      {editing ? <EditAgentDialog agent={editing} onClose={() => setEditingId(null)} /> : null}
      <DeleteAgentDialog agent={deleting} onClose={() => setDeleting(null)} />
    </Tabs>
  );
}
