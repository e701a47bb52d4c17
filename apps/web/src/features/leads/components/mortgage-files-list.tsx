import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formMessages } from '@maple/shared/messages/forms';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { defaultPageSize } from '@maple/shared/schemas/paging';
import { PagedList, type PagedListMessages } from '@/components/paged-list';
import { useListPage } from '@/components/use-list-page';
import { leadDetailQuery, type LeadAudience } from '../api/lead-queries';
import { useFileList } from '../api/mortgage-file-queries';
import { useFileFilters } from '../hooks/use-file-filters';
import { FileFilterBar } from './file-filter-bar';
import type { AgentChoice } from './lead-agent-select';
import { LeadDetailSheet } from './lead-detail-sheet';
import { MortgageFilesTable } from './mortgage-files-table';

const m = mortgageFilesMessages.list;
const listMessages: PagedListMessages = {
  loading: m.loading,
  fetchFailed: m.fetchFailed,
  tryAgain: formMessages.tryAgain,
  empty: m.empty,
  listLabel: m.label,
  listSearch: m.search,
  listSearchPlaceholder: m.searchPlaceholder,
  listPagination: m.pagination,
};

/**
 * The Leads tab's "Mortgage files" view (issue 39 §8): the files of the agent's own leads
 * (dashboard, 'me') or of every lead (console, 'admin', with the agent filter), paged, filtered by
 * stage and searched by client name on the server, the search, filters and page in the URL. A row
 * opens its lead's drawer, where the file is moved. `viewSwitch` (the tab's Leads / Mortgage files
 * switch) sits on top, where the leads list has it.
 */
export function MortgageFilesList({ audience, agents, viewSwitch }: { audience: LeadAudience; agents?: readonly AgentChoice[]; viewSwitch?: ReactNode }) {
  const paging = useListPage();
  const { filters, setFilter, clear } = useFileFilters();
  const isConsole = audience === 'admin';
  const list = useFileList(audience, { stage: filters.stage, agentId: isConsole ? filters.agentId : '', q: paging.q, page: paging.page }, defaultPageSize);
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-4">
      {viewSwitch}
      <PagedList
        query={list}
        messages={listMessages}
        paging={paging}
        pageSize={defaultPageSize}
        filters={<FileFilterBar filters={filters} searched={paging.q !== ''} onChange={setFilter} onClear={clear} showAgent={isConsole} agents={agents ?? []} />}
        // The rows draw their own frame: cards on a phone, a table from sm up.
        frame={(rows) => rows}
      >
        {(items) => <MortgageFilesTable files={items} showAgent={isConsole} agents={agents ?? []} busy={list.isFetching || undefined} onOpen={(file) => setOpenLeadId(file.leadId)} />}
      </PagedList>
      <FileLeadSheet leadId={openLeadId} audience={audience} agents={isConsole ? (agents ?? []) : undefined} onClose={() => setOpenLeadId(null)} />
    </div>
  );
}

/**
 * The lead drawer of a file's row: the list holds files, not leads, so the lead is read first
 * (GET …/leads/:id, the same entry the drawer's Activity reads) and the drawer opens with it. It
 * follows the lead as changes made in the drawer refresh that entry.
 */
export function FileLeadSheet({ leadId, audience, agents, onClose }: { leadId: string | null; audience: LeadAudience; agents?: readonly AgentChoice[]; onClose: () => void }) {
  const lead = useQuery({ ...leadDetailQuery(audience, leadId ?? ''), enabled: leadId !== null });
  const failed = leadId !== null && lead.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(m.leadLoadFailed);
    onClose();
  }, [failed, onClose]);
  return <LeadDetailSheet lead={leadId !== null ? (lead.data ?? null) : null} audience={audience} agents={agents} onClose={onClose} />;
}
