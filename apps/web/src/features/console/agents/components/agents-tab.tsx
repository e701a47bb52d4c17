import { useState } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import { usersMessages } from '@maple/shared/messages/users';
import type { AgentRecord } from '@maple/shared/schemas/agent-edit';
import { consoleAgentsPageSize, useConsoleAgents, useDeleteAgent } from '@/features/agents/api/agent-record-queries';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedList } from '@/components/paged-list';
import { useListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { fillMessage } from '@/lib/message-template';
import { AgentConsoleCard } from './agent-console-card';
import { CreateAgentDialog } from './create-agent-dialog';
import { EditAgentDialog } from './edit-agent-dialog';
import { UnattachedUsersSection } from './unattached-users-section';
import { UsersSection } from './users-section';

const m = agentsMessages.console;
type View = 'agents' | 'users';

/**
 * The console's Agents tab: two views of one tab, the agent profiles (the spec's grid) and
 * everyone's sign-in (issue 20), so the console keeps its tabs and the users sit next to the agents
 * they mostly are. The view is in the URL (`?view=users`) beside its list's page and search, so a
 * reload shows the same rows; another view starts from its first page, unsearched.
 */
export function AgentsTab() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'users' ? 'users' : 'agents';
  const [creating, setCreating] = useState(false);
  const show = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.delete('page');
        changed.delete('q');
        if (next === 'users') changed.set('view', next);
        else changed.delete('view');
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Tabs value={view} onValueChange={show} className="flex flex-col gap-4">
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
        <AgentGrid />
      </TabsContent>
      {creating ? <CreateAgentDialog onClose={() => setCreating(false)} onCreated={(agent) => toast.success(agentsMessages.created, { description: agent.name })} /> : null}
    </Tabs>
  );
}

/** The agent profiles: a card grid, newest first, paged by the server with a search, with edit and delete (back-office §2). */
function AgentGrid() {
  const paging = useListPage();
  const agents = useConsoleAgents(paging.page, paging.q);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AgentRecord | null>(null);
  const remove = useDeleteAgent();
  // The dialog follows the list, so a save shows at once in both.
  const editing = agents.data?.items.find((a) => a.id === editingId) ?? null;

  // Every delete confirms first (back-office §5); a failure leaves the question open to try again.
  const confirmDelete = (agent: AgentRecord) =>
    remove.mutate(agent, {
      onSuccess: () => {
        toast.success(agentsMessages.deleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(agentsMessages.deleteFailed, isApiError(error) ? { description: error.message } : undefined),
    });

  return (
    <>
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
      {editing ? <EditAgentDialog agent={editing} onClose={() => setEditingId(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={fillMessage(m.deleteTitle, { name: deleting?.name ?? '' })}
        description={m.deleteText}
        confirmLabel={remove.isPending ? m.deleting : m.delete}
        cancelLabel={m.cancel}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  );
}
