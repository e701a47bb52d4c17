import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ChevronLeft, ChevronRight, Download, Eye, Trash2 } from 'lucide-react';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { leadPageSize, type Lead } from '@maple/shared/schemas/leads';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { formatShortDate } from '@/lib/format';
import { leadsExportHref, useLeadList, type LeadAudience } from '../api/lead-queries';
import { filtersFromParams, withFilters, type LeadFilters } from '../lead-filters';
import { AddLeadDialog } from './add-lead-dialog';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { ImportLeadsDialog } from './import-leads-dialog';
import { LeadAgentSelect, type AgentChoice } from './lead-agent-select';
import { LeadDetailSheet } from './lead-detail-sheet';
import { LeadFilterBar } from './lead-filter-bar';
import { LeadStatusSelect } from './lead-status-select';

const m = leadManagementMessages;

/**
 * The Leads tab of the console ('admin': every lead, source filter, an agent picker per lead,
 * delete) and of the dashboard ('me': own leads, private notes). Filters and the page live in the URL.
 */
export function LeadsManager({ audience, agents }: { audience: LeadAudience; agents?: readonly AgentChoice[] }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const setFilters = useCallback(
    (next: LeadFilters) => setParams((current) => withFilters(current, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const list = useLeadList(audience, filters, leadPageSize);
  const [openId, setOpenId] = useState<string | null>(null);
  const [openSnapshot, setOpenSnapshot] = useState<Lead | null>(null);
  const [deleting, setDeleting] = useState<Lead | null>(null);
  const isConsole = audience === 'admin';
  const openLead = (lead: Lead) => {
    setOpenId(lead.id);
    setOpenSnapshot(lead);
  };

  useEffect(() => {
    if (list.isError) toast.error(m.fetchFailed);
  }, [list.isError]);

  // The drawer shows the row as the list has it now (after a status or notes change), or the last copy seen.
  const open = list.data?.items.find((l) => l.id === openId) ?? (openSnapshot?.id === openId ? openSnapshot : null);
  const total = list.data?.total ?? 0;
  const first = total === 0 ? 0 : (filters.page - 1) * leadPageSize + 1;
  const last = Math.min(filters.page * leadPageSize, total);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.data ? m.pageOf(first, last, total) : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={leadsExportHref(audience, filters)} download>
              <Download aria-hidden="true" />
              {m.exportCsv}
            </a>
          </Button>
          {isConsole ? <ImportLeadsDialog /> : null}
          <AddLeadDialog audience={audience} agents={isConsole ? agents ?? [] : undefined} />
        </div>
      </div>
      <LeadFilterBar filters={filters} onChange={setFilters} showSource={isConsole} />

      {list.isPending ? (
        <LoadingState label={m.loading} />
      ) : list.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm text-destructive">
          {m.fetchFailed}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{m.empty}</p>
      ) : (
        <>
        {/* Phones get one card per lead; the table (wider than a phone) starts at the sm breakpoint. */}
        <ul aria-label={m.tableLabel} className="flex flex-col gap-3 sm:hidden" aria-busy={list.isFetching}>
          {list.data.items.map((lead) => (
            <li key={lead.id} className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-navy-900 [overflow-wrap:anywhere]">{lead.clientName}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={lead.createdAt}>{formatShortDate(lead.createdAt)}</time> · {m.types[lead.type] ?? lead.type} · {m.sources[lead.source] ?? lead.source}
                  </p>
                </div>
                <LeadStatusSelect lead={lead} audience={audience} />
              </div>
              <a className="truncate text-primary hover:underline" href={`mailto:${lead.clientEmail}`}>
                {lead.clientEmail}
              </a>
              {lead.clientPhone ? <span className="text-muted-foreground">{lead.clientPhone}</span> : null}
              {isConsole ? <LeadAgentSelect lead={lead} agents={agents ?? []} /> : null}
              <div className="flex gap-2">
                <Button variant="outline" size="sm" aria-label={m.viewFor(lead.clientName)} onClick={() => openLead(lead)}>
                  <Eye aria-hidden="true" />
                  {m.view}
                </Button>
                {isConsole ? (
                  <Button variant="outline" size="sm" aria-label={m.deleteFor(lead.clientName)} onClick={() => setDeleting(lead)}>
                    <Trash2 aria-hidden="true" className="text-destructive" />
                    {m.delete}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {/* Fits its box from 1024 px with the console's sidebar open: date, type and source sit under
            the name, and below 1280 px so do the email and phone; long values wrap. */}
        <div className="hidden overflow-x-auto rounded-lg border sm:block" aria-busy={list.isFetching}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{m.tableLabel}</caption>
            <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{m.columns.client}</th>
                <th scope="col" className="hidden px-3 py-2 font-medium xl:table-cell">{m.columns.contact}</th>
                {isConsole ? <th scope="col" className="px-3 py-2 font-medium">{m.columns.agent}</th> : <th scope="col" className="px-3 py-2 font-medium">{m.columns.notes}</th>}
                <th scope="col" className="px-3 py-2 font-medium">{m.columns.status}</th>
                <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">{m.columns.actions}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {list.data.items.map((lead) => (
                <tr key={lead.id} className="align-top">
                  <td className="max-w-64 min-w-36 px-3 py-2">
                    <span className="font-medium text-navy-900 [overflow-wrap:anywhere]">{lead.clientName}</span>
                    <span className="block text-xs text-muted-foreground">
                      <time dateTime={lead.createdAt}>{formatShortDate(lead.createdAt)}</time> · {m.types[lead.type] ?? lead.type} · {m.sources[lead.source] ?? lead.source}
                    </span>
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
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={m.viewFor(lead.clientName)}
                        onClick={() => openLead(lead)}
                      >
                        <Eye aria-hidden="true" />
                      </Button>
                      {isConsole ? (
                        <Button variant="ghost" size="sm" aria-label={m.deleteFor(lead.clientName)} onClick={() => setDeleting(lead)}>
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
      )}

      {total > leadPageSize ? (
        <nav aria-label={m.pagination} className="flex items-center justify-end gap-2">
          <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>
            <ChevronLeft aria-hidden="true" />
            {m.previousPage}
          </Button>
          <Button variant="outline" size="sm" disabled={last >= total} onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>
            {m.nextPage}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}

      <LeadDetailSheet lead={open} audience={audience} agents={isConsole ? agents ?? [] : undefined} onClose={() => setOpenId(null)} />
      {isConsole ? <DeleteLeadDialog lead={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
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
