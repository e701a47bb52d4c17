import { useEffect, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, Eye } from 'lucide-react';
import { toast } from 'sonner';
import { bookMessages as m } from '@maple/shared/messages/book';
import { formMessages } from '@maple/shared/messages/forms';
import { fundedRateTypes, type FundedMortgage } from '@maple/shared/schemas/funded-mortgages';
import { defaultPageSize } from '@maple/shared/schemas/paging';
import { PagedList, type PagedListMessages } from '@/components/paged-list';
import { useListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { AgentFilterField } from '@/components/ui/agent-filter-field';
import { SelectField } from '@/components/ui/select-field';
import { appClock } from '@/lib/clock';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { formatMoney, formatNumber } from '@/lib/format-number';
import { bookExportHref, useBookList } from '../api/book-queries';
import { leadDetailQuery, type LeadAudience } from '../api/lead-queries';
import { hasBookFilters, withinChoices, type BookFilterKey, type BookFilters } from '../book-filters';
import { useBookFilters } from '../hooks/use-book-filters';
import { BookConsentDialog } from './book-consent-dialog';
import { BookImportDialog } from './book-import-dialog';
import type { AgentChoice } from './lead-agent-select';
import { LeadDetailSheet } from './lead-detail-sheet';
import { MaturitiesSummary } from './maturities-summary';

const listMessages: PagedListMessages = {
  loading: m.loading,
  fetchFailed: m.listFailed,
  tryAgain: formMessages.tryAgain,
  empty: m.empty,
  listLabel: m.title,
  listSearch: m.searchLabel,
  listSearchPlaceholder: m.search,
  listPagination: m.pagination,
};

const dayMs = 24 * 60 * 60 * 1000;
const daysUntil = (today: string, day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs);

/**
 * The Leads tab's "Book" view (issue 40 §3, §7, decision 103): the funded mortgages of the agent's
 * own files and imports (dashboard) or of every agent (console, with the agent filter), nearest
 * maturity first, searched, filtered and paged on the server; the maturities of the next 12 months
 * above; CSV export and import. A row of a funded file opens its lead's drawer.
 */
export function BookList({ audience, agents, viewSwitch }: { audience: LeadAudience; agents?: readonly AgentChoice[]; viewSwitch?: ReactNode }) {
  const paging = useListPage();
  const { filters, setFilter, clear } = useBookFilters();
  const isConsole = audience === 'admin';
  const query = { ...filters, agentId: isConsole ? filters.agentId : '', q: paging.q, page: paging.page };
  const list = useBookList(audience, query, defaultPageSize);
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {viewSwitch}
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={bookExportHref(audience, query)} download>
              <Download aria-hidden="true" />
              {m.exportCsv}
            </a>
          </Button>
          <BookImportDialog audience={audience} />
        </div>
      </div>
      <MaturitiesSummary audience={audience} agentId={query.agentId} />
      <PagedList
        query={list}
        messages={listMessages}
        paging={paging}
        pageSize={defaultPageSize}
        filters={<BookFilterBar filters={filters} searched={paging.q !== ''} onChange={setFilter} onClear={clear} showAgent={isConsole} agents={agents ?? []} />}
        frame={(rows) => rows}
      >
        {(items) => <BookRows rows={items} audience={audience} showAgent={isConsole} busy={list.isFetching || undefined} onOpen={(row) => row.leadId && setOpenLeadId(row.leadId)} />}
      </PagedList>
      <BookLeadSheet leadId={openLeadId} audience={audience} agents={isConsole ? (agents ?? []) : undefined} onClose={() => setOpenLeadId(null)} />
    </div>
  );
}

const cell = 'min-w-0 flex-1 basis-40 sm:max-w-56';

function BookFilterBar({ filters, searched, onChange, onClear, showAgent, agents }: { filters: BookFilters; searched: boolean; onChange: (key: BookFilterKey, value: string) => void; onClear: () => void; showAgent: boolean; agents: readonly AgentChoice[] }) {
  const id = useId();
  return (
    <div role="group" aria-label={m.filtersLabel} className="flex w-full flex-wrap items-end gap-3">
      <SelectField
        id={`${id}-rate`}
        label={m.rateTypeFilter}
        value={filters.rateType}
        onChange={(e) => onChange('rateType', e.target.value)}
        options={[{ value: '', label: m.allRateTypes }, ...fundedRateTypes.map((type) => ({ value: type, label: m.rateTypes[type] }))]}
        className={cell}
      />
      <SelectField
        id={`${id}-within`}
        label={m.maturingWithin}
        value={filters.within}
        onChange={(e) => onChange('within', e.target.value)}
        options={[{ value: '', label: m.maturingAny }, ...withinChoices.map((months) => ({ value: months, label: m.maturingMonths(Number(months)) }))]}
        className={cell}
      />
      {showAgent ? (
        <AgentFilterField
          id={`${id}-agent`}
          label={m.agentFilter}
          allLabel={m.allAgents}
          agents={agents}
          value={filters.agentId}
          onChange={(agentId) => onChange('agentId', agentId)}
          className={cell}
        />
      ) : null}
      <Button variant="ghost" size="sm" className="self-end" disabled={!hasBookFilters(filters) && !searched} onClick={onClear}>
        {m.clearFilters}
      </Button>
    </div>
  );
}

/** One page: a card per mortgage on a phone, a table from the sm breakpoint. */
function BookRows({ rows, audience, showAgent, busy, onOpen }: { rows: FundedMortgage[]; audience: LeadAudience; showAgent: boolean; busy: boolean | undefined; onOpen: (row: FundedMortgage) => void }) {
  const today = brokerageDay(appClock.now());
  const left = (row: FundedMortgage) => {
    const days = daysUntil(today, row.maturityDate);
    return days < 0 ? m.matured : m.inDays(days);
  };
  const rate = (row: FundedMortgage) => `${formatNumber(row.rate, 2, 2)} % · ${m.rateTypes[row.rateType]} · ${m.term(row.termMonths)}`;
  // Express consent on record, since when; else the way to record one the client gave later (issue 40 §4).
  const consent = (row: FundedMortgage, withText: boolean) =>
    row.expressConsent ? (
      <span>
        {m.consentExpress}
        {row.expressConsentSince ? <span className="block text-xs text-muted-foreground">{m.consentSince(brokerageDay(new Date(row.expressConsentSince)))}</span> : null}
      </span>
    ) : (
      <span className="flex flex-wrap items-center gap-1">
        {m.consentNone}
        <BookConsentDialog audience={audience} mortgage={row} withText={withText} />
      </span>
    );
  const reminders = (row: FundedMortgage) => (row.remindersSent.length ? row.remindersSent.join(', ') : m.noReminders);
  const open = (row: FundedMortgage, withText: boolean) =>
    row.leadId ? (
      <Button variant={withText ? 'outline' : 'ghost'} size="sm" aria-label={m.openLeadOf(row.clientName)} onClick={() => onOpen(row)}>
        <Eye aria-hidden="true" />
        {withText ? m.openLead : null}
      </Button>
    ) : null;
  return (
    <>
      <ul aria-label={m.title} className="flex flex-col gap-3 sm:hidden" aria-busy={busy}>
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-navy-900 [overflow-wrap:anywhere]">{row.clientName}</p>
                <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{row.clientEmail}</p>
              </div>
              <p className="shrink-0 text-right font-medium tabular-nums">
                <time dateTime={row.maturityDate}>{row.maturityDate}</time>
                <span className="block text-xs text-muted-foreground">{left(row)}</span>
              </p>
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">{m.lender}</dt>
              <dd className="[overflow-wrap:anywhere]">{row.lender}</dd>
              <dt className="text-muted-foreground">{m.amount}</dt>
              <dd>{formatMoney(row.amountCents / 100)}</dd>
              <dt className="text-muted-foreground">{m.rate}</dt>
              <dd>{rate(row)}</dd>
              {showAgent ? (
                <>
                  <dt className="text-muted-foreground">{m.agent}</dt>
                  <dd>{row.agentName ?? m.noAgent}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{m.consent}</dt>
              <dd>{consent(row, true)}</dd>
              <dt className="text-muted-foreground">{m.remindersSent}</dt>
              <dd>{reminders(row)}</dd>
            </dl>
            {row.leadId ? <div className="flex justify-end">{open(row, true)}</div> : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border sm:block">
        <table className="w-full text-left text-sm" aria-busy={busy}>
          <caption className="sr-only">{m.title}</caption>
          <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">{m.maturity}</th>
              <th scope="col" className="px-3 py-2 font-medium">{m.client}</th>
              <th scope="col" className="px-3 py-2 font-medium">{m.lender}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{m.amount}</th>
              <th scope="col" className="px-3 py-2 font-medium">{m.rate}</th>
              {showAgent ? <th scope="col" className="px-3 py-2 font-medium">{m.agent}</th> : null}
              <th scope="col" className="px-3 py-2 font-medium">{m.consent}</th>
              <th scope="col" className="px-3 py-2 font-medium">{m.remindersSent}</th>
              <th scope="col" className="px-3 py-2"><span className="sr-only">{m.openLead}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t align-top">
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  <time dateTime={row.maturityDate}>{row.maturityDate}</time>
                  <span className="block text-xs text-muted-foreground">{left(row)}</span>
                </td>
                <td className="max-w-56 px-3 py-2 [overflow-wrap:anywhere]">
                  <span className="block font-medium text-navy-900">{row.clientName}</span>
                  <span className="block text-xs text-muted-foreground">{row.clientEmail}</span>
                </td>
                <td className="px-3 py-2 break-words">{row.lender}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(row.amountCents / 100)}</td>
                <td className="px-3 py-2">{rate(row)}</td>
                {showAgent ? <td className="px-3 py-2">{row.agentName ?? m.noAgent}</td> : null}
                <td className="px-3 py-2">{consent(row, false)}</td>
                <td className="px-3 py-2 tabular-nums">{reminders(row)}</td>
                <td className="px-3 py-2 text-right">{open(row, false)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The drawer of a row's lead, read first (the book holds mortgages, not leads), as the files list does. */
function BookLeadSheet({ leadId, audience, agents, onClose }: { leadId: string | null; audience: LeadAudience; agents?: readonly AgentChoice[]; onClose: () => void }) {
  const lead = useQuery({ ...leadDetailQuery(audience, leadId ?? ''), enabled: leadId !== null });
  const failed = leadId !== null && lead.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(m.loadFailed);
    onClose();
  }, [failed, onClose]);
  return <LeadDetailSheet lead={leadId !== null ? (lead.data ?? null) : null} audience={audience} agents={agents} onClose={onClose} />;
}
