import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Download } from 'lucide-react';
import { formMessages } from '@maple/shared/messages/forms';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { leadPageSize, type Lead } from '@maple/shared/schemas/leads';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedList, type PagedListMessages } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { useListPage } from '@/components/use-list-page';
import { isApiError } from '@/lib/api-client';
import { leadsExportHref, useDeleteLead, useLeadList, type LeadAudience } from '../api/lead-queries';
import { useLeadFilters } from '../hooks/use-lead-filters';
import { AddLeadDialog } from './add-lead-dialog';
import { ImportLeadsDialog } from './import-leads-dialog';
import type { AgentChoice } from './lead-agent-select';
import { LeadDetailSheet } from './lead-detail-sheet';
import { LeadFilterBar } from './lead-filter-bar';
import { LeadsTable } from './leads-table';

const m = leadManagementMessages;
const listMessages: PagedListMessages = {
  loading: m.loading,
  fetchFailed: m.fetchFailed,
  tryAgain: formMessages.tryAgain,
  empty: m.empty,
  listLabel: m.tableLabel,
  listSearch: m.search,
  listSearchPlaceholder: m.searchPlaceholder,
  listPagination: m.pagination,
};

/**
 * The Leads tab of the console ('admin': every lead, source filter, an agent picker per lead,
 * import, delete) and of the dashboard ('me': own leads, private notes). The search, the filters
 * and the page live in the URL; the server pages, filters and searches. `viewSwitch` (the tab's
 * Leads / Mortgage files switch) sits at the start of the row of buttons.
 */
export function LeadsManager({ audience, agents, viewSwitch }: { audience: LeadAudience; agents?: readonly AgentChoice[]; viewSwitch?: ReactNode }) {
  const paging = useListPage();
  const { filters, setFilter, clear } = useLeadFilters();
  const search = { ...filters, q: paging.q };
  const list = useLeadList(audience, { ...search, page: paging.page }, leadPageSize);
  const [openId, setOpenId] = useState<string | null>(null);
  const [openSnapshot, setOpenSnapshot] = useState<Lead | null>(null);
  const [deleting, setDeleting] = useState<Lead | null>(null);
  const remove = useDeleteLead();
  const isConsole = audience === 'admin';
  const openLead = (lead: Lead) => {
    setOpenId(lead.id);
    setOpenSnapshot(lead);
  };

  // The spec's toast, besides the list's own error with its retry.
  useEffect(() => {
    if (list.isError) toast.error(m.fetchFailed);
  }, [list.isError]);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(m.deleted);
        setDeleting(null);
      },
      // A lead with client identification records is kept (409): the server says why.
      onError: (error) => toast.error(isApiError(error) && error.status === 409 ? error.message : m.deleteFailed),
    });

  // The drawer shows the row as the list has it now (after a status or notes change), or the last copy seen.
  const open = list.data?.items.find((l) => l.id === openId) ?? (openSnapshot?.id === openId ? openSnapshot : null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {viewSwitch}
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={leadsExportHref(audience, search)} download>
              <Download aria-hidden="true" />
              {m.exportCsv}
            </a>
          </Button>
          {isConsole ? <ImportLeadsDialog /> : null}
          <AddLeadDialog audience={audience} agents={isConsole ? (agents ?? []) : undefined} />
        </div>
      </div>
      <PagedList
        query={list}
        messages={listMessages}
        paging={paging}
        pageSize={leadPageSize}
        filters={<LeadFilterBar filters={filters} searched={paging.q !== ''} onChange={setFilter} onClear={clear} showSource={isConsole} />}
        // The rows draw their own frame: cards on a phone, a table from sm up.
        frame={(rows) => rows}
      >
        {(items) => <LeadsTable leads={items} audience={audience} agents={agents} busy={list.isFetching || undefined} onView={openLead} onDelete={isConsole ? setDeleting : undefined} />}
      </PagedList>

      <LeadDetailSheet lead={open} audience={audience} agents={isConsole ? (agents ?? []) : undefined} onClose={() => setOpenId(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        title={m.confirmDeleteTitle}
        description={deleting ? m.confirmDeleteBody(deleting.clientName) : ''}
        confirmLabel={m.confirmDelete}
        cancelLabel={m.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
