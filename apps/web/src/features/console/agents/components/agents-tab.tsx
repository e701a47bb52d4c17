import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import { usersMessages } from '@maple/shared/messages/users';
import type { AgentRecord } from '@maple/shared/schemas/agent-edit';
import { consoleAgentsPageSize, useConsoleAgents } from '@/features/agents/api/agent-record-queries';
import { PagedList } from '@/components/paged-list';
import { useListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AgentConsoleCard } from './agent-console-card';
import { CreateAgentDialog } from './create-agent-dialog';
import { DeleteAgentDialog } from './delete-agent-dialog';
import { EditAgentDialog } from './edit-agent-dialog';
import { UnattachedUsersSection } from './unattached-users-section';
import { UsersSection } from './users-section';

const m = agentsMessages.console;

/** The console's Agents tab: a card grid, newest first, paged by the server with a search (page and search in the URL), with create, edit and delete (signed-in-areas §2). */
export function AgentsTab() {
  const paging = useListPage();
  const agents = useConsoleAgents(paging.page, paging.q);
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
        <PagedList
          query={agents}
          messages={{ ...m, fetchFailed: agentsMessages.fetchFailed, tryAgain: m.retry }}
          paging={paging}
          pageSize={consoleAgentsPageSize}
          frame={(cards, busy) => (
            // Busy while the next page loads; the previous one stays on screen meanwhile.
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={m.listLabel} aria-busy={busy}>
              {cards}
            </ul>
          )}
        >
          {(items) =>
            items.map((agent) => (
              <li key={agent.id}>
                <AgentConsoleCard agent={agent} onEdit={() => setEditingId(agent.id)} onDelete={() => setDeleting(agent)} />
              </li>
            ))
          }
        </PagedList>
      </TabsContent>
      <CreateAgentDialog open={creating} onOpenChange={setCreating} onCreated={(agent) => toast.success(agentsMessages.created, { description: agent.name })} />
      {editing ? <EditAgentDialog agent={editing} onClose={() => setEditingId(null)} /> : null}
      <DeleteAgentDialog agent={deleting} onClose={() => setDeleting(null)} />
    </Tabs>
  );
}
