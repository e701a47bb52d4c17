import { Eye, Trash2 } from 'lucide-react';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { Lead } from '@maple/shared/schemas/leads';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/format-date';
import type { LeadAudience } from '../api/lead-queries';
import { LeadAgentSelect, type AgentChoice } from './lead-agent-select';
import { LeadStatusSelect } from './lead-status-select';

const m = leadManagementMessages;

type LeadsTableProps = {
  leads: Lead[];
  audience: LeadAudience;
  /** The console's agent picker per lead (the active agents); the dashboard has none. */
  agents?: readonly AgentChoice[];
  /** While the next page loads (the previous one stays on screen). */
  busy: boolean | undefined;
  onView: (lead: Lead) => void;
  /** The console's Delete per lead. */
  onDelete?: (lead: Lead) => void;
};

/**
 * One page of leads: a card per lead on a phone, a table from the sm breakpoint. The table fits its
 * box from 1024 px with the console's sidebar open: date, type and source sit under the name, and
 * below 1280 px so do the email and phone; long values wrap.
 */
export function LeadsTable({ leads, audience, agents, busy, onView, onDelete }: LeadsTableProps) {
  const isConsole = audience === 'admin';
  const received = (lead: Lead) => (
    <>
      <time dateTime={lead.createdAt}>{formatShortDate(lead.createdAt)}</time> · {m.types[lead.type] ?? lead.type} · {m.sources[lead.source] ?? lead.source}
    </>
  );
  return (
    <>
      <ul aria-label={m.tableLabel} className="flex flex-col gap-3 sm:hidden" aria-busy={busy}>
        {leads.map((lead) => (
          <li key={lead.id} className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-navy-900 [overflow-wrap:anywhere]">{lead.clientName}</p>
                <p className="text-xs text-muted-foreground">{received(lead)}</p>
              </div>
              <LeadStatusSelect lead={lead} audience={audience} />
            </div>
            <a className="truncate text-primary hover:underline" href={`mailto:${lead.clientEmail}`} title={lead.clientEmail}>
              {lead.clientEmail}
            </a>
            {lead.clientPhone ? <span className="text-muted-foreground [overflow-wrap:anywhere]">{lead.clientPhone}</span> : null}
            {isConsole ? <LeadAgentSelect lead={lead} agents={agents ?? []} /> : null}
            <div className="flex gap-2">
              <Button variant="outline" size="sm" aria-label={m.viewFor(lead.clientName)} onClick={() => onView(lead)}>
                <Eye aria-hidden="true" />
                {m.view}
              </Button>
              {onDelete ? (
                <Button variant="outline" size="sm" aria-label={m.deleteFor(lead.clientName)} onClick={() => onDelete(lead)}>
                  <Trash2 aria-hidden="true" className="text-destructive" />
                  {m.delete}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border sm:block" aria-busy={busy}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.tableLabel}</caption>
          <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">{m.columns.client}</th>
              <th scope="col" className="hidden px-3 py-2 font-medium xl:table-cell">{m.columns.contact}</th>
              <th scope="col" className="px-3 py-2 font-medium">{isConsole ? m.columns.agent : m.columns.notes}</th>
              <th scope="col" className="px-3 py-2 font-medium">{m.columns.status}</th>
              <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">{m.columns.actions}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {leads.map((lead) => (
              <tr key={lead.id} className="align-top">
                <td className="max-w-64 min-w-36 px-3 py-2">
                  <span className="font-medium text-navy-900 [overflow-wrap:anywhere]">{lead.clientName}</span>
                  <span className="block text-xs text-muted-foreground">{received(lead)}</span>
                  <span className="block xl:hidden">
                    <LeadContact lead={lead} />
                  </span>
                </td>
                <td className="hidden px-3 py-2 xl:table-cell">
                  <LeadContact lead={lead} />
                </td>
                {isConsole ? (
                  <td className="px-3 py-2">
                    <LeadAgentSelect lead={lead} agents={agents ?? []} className="w-36 pl-2.5 text-xs md:text-xs" />
                  </td>
                ) : (
                  <td className="max-w-48 truncate px-3 py-2 text-muted-foreground" title={lead.notes ?? undefined}>{lead.notes ?? ''}</td>
                )}
                <td className="px-3 py-2">
                  <LeadStatusSelect lead={lead} audience={audience} />
                </td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="sm" aria-label={m.viewFor(lead.clientName)} onClick={() => onView(lead)}>
                      <Eye aria-hidden="true" />
                    </Button>
                    {onDelete ? (
                      <Button variant="ghost" size="sm" aria-label={m.deleteFor(lead.clientName)} onClick={() => onDelete(lead)}>
                        <Trash2 aria-hidden="true" className="text-destructive" />
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Email (cut to the cell, whole on hover) and phone; the email is a link, so it also shows in full to a screen reader. */
function LeadContact({ lead }: { lead: Lead }) {
  return (
    <>
      <a className="block max-w-52 truncate text-primary hover:underline" href={`mailto:${lead.clientEmail}`} title={lead.clientEmail}>
        {lead.clientEmail}
      </a>
      {lead.clientPhone ? <span className="block text-muted-foreground">{lead.clientPhone}</span> : null}
    </>
  );
}
