import { UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { UnattachedUser } from '@maple/shared/schemas/agent-attach';
import { useAttachAgent, useUnattachedUsers } from '@/features/agents/api/agent-record-queries';
import { ListError } from '@/components/list-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { fillMessage } from '@/lib/message-template';

const m = agentsMessages.console.unattached;

/**
 * Agents and admins who can sign in but have no agent record (their dashboard says so): one click
 * gives them one. Hidden while loading and when there is nobody, so the grid stays the tab's focus.
 */
export function UnattachedUsersSection() {
  const users = useUnattachedUsers();
  const attach = useAttachAgent();

  // The kit's list error; not ListStates, whose loading and empty states this section does not show.
  if (users.isError) return <ListError message={m.loadFailed} retryLabel={agentsMessages.console.retry} onRetry={() => void users.refetch()} />;
  if (!users.data?.length) return null;

  const create = (user: UnattachedUser) =>
    attach.mutate(user, {
      onSuccess: () => toast.success(fillMessage(m.attached, { name: user.name })),
      onError: (error) => toast.error(m.attachFailed, isApiError(error) ? { description: error.message } : undefined),
    });

  return (
    <section aria-labelledby="unattached-users-title" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <div>
        <h2 id="unattached-users-title" className="text-base font-semibold">
          {m.title}
        </h2>
        <p className="text-sm text-muted-foreground">{m.intro}</p>
      </div>
      <ul className="flex flex-col divide-y rounded-md border bg-background">
        {users.data.map((user) => {
          const busy = attach.isPending && attach.variables?.id === user.id;
          return (
            <li key={user.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-words">{user.name}</span>
                  <Badge variant="secondary">{m.roles[user.role]}</Badge>
                </p>
                <p className="text-sm break-all text-muted-foreground">{user.email}</p>
              </div>
              <Button
                size="sm"
                className="self-start sm:self-auto"
                onClick={() => create(user)}
                disabled={attach.isPending}
                aria-label={fillMessage(m.attachLabel, { name: user.name })}
              >
                <UserPlus aria-hidden="true" />
                {busy ? m.attaching : m.attach}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
