import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { tasksMessages } from '@maple/shared/messages/tasks';
import type { Task } from '@maple/shared/schemas/tasks';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format';
import type { LeadAudience } from '../api/lead-queries';
import { useDeleteTask, useUpdateTask } from '../api/task-queries';

const m = tasksMessages;

/** Where a task's due day stands against the brokerage's today: overdue (red), today (amber), or its day. */
function DueBadge({ task, today }: { task: Task; today: string }) {
  if (task.done) return <span className="text-xs text-muted-foreground">{m.item.due(formatDay(task.dueDate))}</span>;
  if (task.dueDate < today) return <span className="rounded-full border border-red-200 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">{m.item.overdue} · {formatDay(task.dueDate)}</span>;
  if (task.dueDate === today) return <span className="rounded-full border border-amber-300 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{m.item.dueToday}</span>;
  return <span className="text-xs text-muted-foreground">{m.item.due(formatDay(task.dueDate))}</span>;
}

/**
 * One task: its done box, title, due day, and (where given) the client's lead to open and the
 * agent it is for; delete asks first. Used by the Tasks view and the lead drawer.
 */
export function TaskItem({ task, audience, today, showClient, showAgent, onOpenLead }: { task: Task; audience: LeadAudience; today: string; showClient?: boolean; showAgent?: boolean; onOpenLead?: (leadId: string) => void }) {
  const update = useUpdateTask(audience);
  const remove = useDeleteTask(audience);
  const [confirming, setConfirming] = useState(false);
  const boxId = `task-${task.id}`;

  const toggle = () =>
    update.mutate(
      { id: task.id, input: { done: !task.done } },
      {
        onSuccess: (saved) => toast.success(saved.done ? m.toast.done : m.toast.reopened),
        onError: (error) => toast.error(m.toast.failed, isApiError(error) ? { description: error.message } : undefined),
      },
    );

  return (
    <div className="flex items-start gap-3 rounded-md border bg-background p-3">
      <input id={boxId} type="checkbox" className="mt-1 size-4 shrink-0 accent-primary" checked={task.done} disabled={update.isPending} onChange={toggle} aria-label={task.done ? m.item.markOpen(task.title) : m.item.markDone(task.title)} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={boxId} className={cn('text-sm font-medium [overflow-wrap:anywhere]', task.done && 'text-muted-foreground line-through')}>
          {task.title}
        </label>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <DueBadge task={task} today={today} />
          {showClient ? (
            onOpenLead ? (
              <button type="button" className="text-primary underline-offset-4 hover:underline" aria-label={m.item.openLead(task.clientName)} onClick={() => onOpenLead(task.leadId)}>
                {m.item.client(task.clientName)}
              </button>
            ) : (
              <span>{m.item.client(task.clientName)}</span>
            )
          ) : null}
          {task.fileId ? <span>{m.item.onFile}</span> : null}
          {showAgent ? <span>{m.item.assignee(task.agentName)}</span> : null}
        </div>
      </div>
      <Button variant="ghost" size="icon" className="size-9 shrink-0" aria-label={m.item.remove(task.title)} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.confirmDelete.title}
        description={m.confirmDelete.description(task.title)}
        confirmLabel={m.confirmDelete.confirm}
        cancelLabel={m.confirmDelete.cancel}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(task.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(m.toast.deleted);
            },
            onError: (error) => toast.error(m.toast.failed, isApiError(error) ? { description: error.message } : undefined),
          })
        }
      />
    </div>
  );
}
