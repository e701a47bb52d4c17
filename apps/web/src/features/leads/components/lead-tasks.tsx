import { brokerageDay } from '@maple/shared/brokerage-day';
import { tasksMessages } from '@maple/shared/messages/tasks';
import { QueryStates } from '@/components/query-states';
import { appClock } from '@/lib/clock';
import type { LeadAudience } from '../api/lead-queries';
import { useLeadFiles } from '../api/mortgage-file-queries';
import { useTaskList } from '../api/task-queries';
import { AddTaskDialog } from './add-task-dialog';
import type { AgentChoice } from './lead-agent-select';
import { TaskItem } from './task-item';

const m = tasksMessages;
/** A lead carries a handful of tasks; past this many the Tasks view pages them. */
const drawerTasks = 100;

/** The lead drawer's Tasks (decision 102): the lead's tasks, open ones by due day then the done ones, and "Add task". */
export function LeadTasks({ leadId, audience, agents }: { leadId: string; audience: LeadAudience; agents?: readonly AgentChoice[] }) {
  const list = useTaskList(audience, { when: 'all', leadId }, drawerTasks);
  const files = useLeadFiles(audience, leadId);
  const openFileId = files.data?.items.find((file) => file.closedAt === null)?.id ?? null;
  const today = brokerageDay(appClock.now());
  return (
    <div className="flex flex-col gap-2">
      <QueryStates query={list} messages={{ loading: m.view.loading, loadFailed: m.view.fetchFailed, tryAgain: m.view.tryAgain }}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.drawer.empty}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.items.map((task) => (
                <li key={task.id}>
                  <TaskItem task={task} audience={audience} today={today} showAgent={audience === 'admin'} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
      <AddTaskDialog audience={audience} leadId={leadId} openFileId={openFileId} agents={agents} today={today} />
    </div>
  );
}
