import { Eye } from 'lucide-react';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { Button } from '@/components/ui/button';
import { appClock } from '@/lib/clock';
import { formatShortDate } from '@/lib/format-date';
import { stageAge } from '../file-stage-days';
import { FileStageBadge } from './file-stage-badge';
import type { AgentChoice } from './lead-agent-select';

const m = mortgageFilesMessages.list;
const c = m.columns;

type MortgageFilesTableProps = {
  files: MortgageFile[];
  /** The console's Agent column; the dashboard's files are all the agent's own. */
  showAgent: boolean;
  /** The active agents, to name each file's agent. */
  agents: readonly AgentChoice[];
  /** While the next page loads (the previous one stays on screen). */
  busy: boolean | undefined;
  onOpen: (file: MortgageFile) => void;
};

/**
 * One page of mortgage files: a card per file on a phone, a table from the sm breakpoint. Each row
 * opens its lead's drawer, where the file is moved.
 */
export function MortgageFilesTable({ files, showAgent, agents, busy, onOpen }: MortgageFilesTableProps) {
  const now = appClock.now();
  // A file's agent is its lead's; one no longer active is not among the choices, and shows as a dash.
  const agentName = (file: MortgageFile) => (file.agentId ? (agents.find((agent) => agent.id === file.agentId)?.name ?? '—') : leadManagementMessages.unassigned);
  const openButton = (file: MortgageFile, withText: boolean) => (
    <Button variant={withText ? 'outline' : 'ghost'} size="sm" aria-label={m.openLeadOf(file.clientName)} onClick={() => onOpen(file)}>
      <Eye aria-hidden="true" />
      {withText ? m.openLead : null}
    </Button>
  );
  return (
    <>
      <ul aria-label={m.label} className="flex flex-col gap-3 sm:hidden" aria-busy={busy}>
        {files.map((file) => {
          const age = stageAge(file.stageChangedAt, now);
          return (
            <li key={file.id} className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 font-semibold text-navy-900 [overflow-wrap:anywhere]">{file.clientName}</p>
                <FileStageBadge stage={file.stage} />
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
                <dt className="text-muted-foreground">{c.inStage}</dt>
                <dd>
                  {age.days} · {age.since}
                </dd>
                <dt className="text-muted-foreground">{c.started}</dt>
                <dd>
                  <time dateTime={file.createdAt}>{formatShortDate(file.createdAt)}</time>
                </dd>
                {showAgent ? (
                  <>
                    <dt className="text-muted-foreground">{c.agent}</dt>
                    <dd className="[overflow-wrap:anywhere]">{agentName(file)}</dd>
                  </>
                ) : null}
              </dl>
              <div>{openButton(file, true)}</div>
            </li>
          );
        })}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border sm:block" aria-busy={busy}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.label}</caption>
          <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">{c.client}</th>
              <th scope="col" className="px-3 py-2 font-medium">{c.stage}</th>
              <th scope="col" className="px-3 py-2 font-medium">{c.inStage}</th>
              <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">{c.started}</th>
              {showAgent ? <th scope="col" className="px-3 py-2 font-medium">{c.agent}</th> : null}
              <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">{c.actions}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {files.map((file) => {
              const age = stageAge(file.stageChangedAt, now);
              return (
                <tr key={file.id} className="align-top">
                  <td className="max-w-64 min-w-36 px-3 py-2">
                    <span className="font-medium text-navy-900 [overflow-wrap:anywhere]">{file.clientName}</span>
                    {/* Below md the Started column folds under the name. */}
                    <span className="block text-xs text-muted-foreground md:hidden">
                      {c.started}: <time dateTime={file.createdAt}>{formatShortDate(file.createdAt)}</time>
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <FileStageBadge stage={file.stage} />
                  </td>
                  <td className="px-3 py-2">
                    <span className="block">{age.days}</span>
                    <span className="block text-xs text-muted-foreground">{age.since}</span>
                  </td>
                  <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                    <time dateTime={file.createdAt}>{formatShortDate(file.createdAt)}</time>
                  </td>
                  {showAgent ? <td className="px-3 py-2 [overflow-wrap:anywhere]">{agentName(file)}</td> : null}
                  <td className="px-3 py-2">
                    <div className="flex justify-end">{openButton(file, false)}</div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
