import { useId, useState, type ReactNode } from 'react';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { tasksMessages } from '@maple/shared/messages/tasks';
import type { TaskWhen } from '@maple/shared/schemas/tasks';
import { ListPager } from '@/components/list-pager';
import { QueryStates } from '@/components/query-states';
import { AgentFilterField } from '@/components/ui/agent-filter-field';
import { useSearchParam } from '@/lib/use-search-param';
import { appClock } from '@/lib/clock';
import type { LeadAudience } from '../api/lead-queries';
import { useTaskList } from '../api/task-queries';
import type { AgentChoice } from './lead-agent-select';
import { FileLeadSheet } from './mortgage-files-list';
import { TaskItem } from './task-item';

const m = tasksMessages.view;
const pageSize = 25;

/**
 * The Leads tab's "Tasks" view (issue 40 §2, decision 102): "Overdue and due today" first, then
 * upcoming, and with the toggle the done ones; each list paged on the server. In the console every
 * agent's, with the agent filter and whom each is for. A task's client opens the lead's drawer.
 */
export function TasksView({ audience, agents, viewSwitch }: { audience: LeadAudience; agents?: readonly AgentChoice[]; viewSwitch?: ReactNode }) {
  const id = useId();
  const isConsole = audience === 'admin';
  // The agent filter and the done toggle are in the address (`?agent=`, `?done=1`): a reload keeps them.
  const [agentParam, setAgentId] = useSearchParam('agent');
  const agentId = isConsole ? agentParam : '';
  const [doneParam, setDone] = useSearchParam('done');
  const showDone = doneParam === '1';
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);
  const today = brokerageDay(appClock.now());
  const section = (when: TaskWhen, title: string, empty: string) => (
    <TaskSection key={when} audience={audience} when={when} agentId={agentId} title={title} empty={empty} today={today} showAgent={isConsole} onOpenLead={setOpenLeadId} />
  );
  return (
    <div className="flex flex-col gap-4">
      {viewSwitch}
      <div className="flex flex-wrap items-end gap-4">
        {isConsole ? (
          <AgentFilterField
            id={`${id}-agent`}
            label={m.agent}
            allLabel={m.allAgents}
            agents={agents}
            value={agentId}
            onChange={(agentId) => setAgentId(agentId)}
            className="min-w-0 flex-1 basis-44 sm:max-w-60"
          />
        ) : null}
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={showDone} onChange={(e) => setDone(e.target.checked ? '1' : '')} />
          {m.showDone}
        </label>
      </div>
      {section('due', m.due, m.dueEmpty)}
      {section('upcoming', m.upcoming, m.upcomingEmpty)}
      {showDone ? section('done', m.done, m.doneEmpty) : null}
      <FileLeadSheet leadId={openLeadId} audience={audience} agents={isConsole ? (agents ?? []) : undefined} onClose={() => setOpenLeadId(null)} />
    </div>
  );
}

function TaskSection({ audience, when, agentId, title, empty, today, showAgent, onOpenLead }: { audience: LeadAudience; when: TaskWhen; agentId: string; title: string; empty: string; today: string; showAgent: boolean; onOpenLead: (leadId: string) => void }) {
  const [page, setPage] = useState(1);
  const headingId = useId();
  const list = useTaskList(audience, { when, agentId, page }, pageSize);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-navy-900">
        {title}
        {list.data ? <span className="ml-2 text-sm font-normal text-muted-foreground">({list.data.total})</span> : null}
      </h3>
      <QueryStates query={list} messages={{ loading: m.loading, loadFailed: m.fetchFailed, tryAgain: m.tryAgain }}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{empty}</p>
          ) : (
            <>
              <ul className="flex flex-col gap-2">
                {data.items.map((task) => (
                  <li key={task.id}>
                    <TaskItem task={task} audience={audience} today={today} showClient showAgent={showAgent} onOpenLead={onOpenLead} />
                  </li>
                ))}
              </ul>
              <ListPager page={page} pageSize={pageSize} total={data.total} label={m.pagination} onPage={setPage} />
            </>
          )
        }
      </QueryStates>
    </section>
  );
}
