import { useCallback, useId } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { auditMessages as m } from '@maple/shared/messages/audit';
import { auditKinds, type AuditKind } from '@maple/shared/schemas/audit';
import { PagedList } from '@/components/paged-list';
import type { ListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { auditPageSize, useAdminAuditEvents, useAuditUserChoices, type AuditFilters } from '../api/audit-event-queries';
import { auditFiltersFrom, withAuditFilters } from '../audit-filters';
import { AuditEventCards, AuditEventTable } from './audit-event-list';

// Kinds in the order people look for them: by their words, not by their codes.
const kindsByLabel = [...auditKinds].sort((a, b) => m.kinds[a].localeCompare(m.kinds[b]));

/**
 * The console's Activity: the audit trail, newest first, filtered by user (who acted or whose
 * account) and by kind, paged on the server. Filters and page live in the URL, so a reload or a
 * shared link shows the same events.
 */
export function AuditEventsManager() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFrom(params);
  // A change is applied to the query as the changes before it left it, not to this render's
  // filters: a user and a kind picked in quick succession both stay.
  const setFilters = useCallback(
    (patch: Partial<AuditFilters>) => setParams((current) => withAuditFilters(current, { ...auditFiltersFrom(current), ...patch }), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const list = useAdminAuditEvents(filters);
  const users = useAuditUserChoices();
  const filtered = Boolean(filters.userId || filters.kind);
  const set = (patch: Partial<AuditFilters>) => setFilters({ ...patch, page: 1 });
  // A user the list does not hold (a link to one since deleted) still shows as chosen.
  const knownUser = !filters.userId || users.data?.some((u) => u.id === filters.userId);
  // The page sits in the URL with the filters; the API pages but has no search.
  const paging: ListPage = { page: filters.page, q: '', setPage: (page) => setFilters({ page }), setSearch: () => undefined };

  const filterForm = (
    <form role="search" aria-label={m.filtersLabel} onSubmit={(e) => e.preventDefault()} className="grid w-full grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end lg:max-w-3xl">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-user`}>{m.userFilter}</Label>
        <NativeSelect id={`${id}-user`} value={filters.userId} onChange={(e) => set({ userId: e.target.value })}>
          <option value="">{m.allUsers}</option>
          {knownUser ? null : <option value={filters.userId}>{filters.userId}</option>}
          {(users.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.name} ({u.email})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-kind`}>{m.kindFilter}</Label>
        <NativeSelect id={`${id}-kind`} value={filters.kind} onChange={(e) => set({ kind: e.target.value as AuditKind | '' })}>
          <option value="">{m.allKinds}</option>
          {kindsByLabel.map((kind) => (
            <option key={kind} value={kind}>
              {m.kinds[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="button" variant="ghost" size="sm" className="self-end" disabled={!filtered} onClick={() => setFilters({ userId: '', kind: '', page: 1 })}>
        {m.clearFilters}
      </Button>
    </form>
  );

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">{m.intro}</p>
      <PagedList
        query={list}
        paging={paging}
        pageSize={auditPageSize}
        search={false}
        messages={{ loading: m.loading, fetchFailed: m.loadFailed, tryAgain: m.tryAgain, empty: filtered ? m.emptyFiltered : m.empty, listLabel: m.listLabel, listPagination: m.pagination }}
        filters={filterForm}
        // Cards below the lg breakpoint, a table from there up: each holds the list's name itself.
        frame={(events) => events}
      >
        {(items) => (
          <>
            <div className="lg:hidden">
              <AuditEventCards events={items} showAccount busy={list.isFetching} />
            </div>
            <div className="hidden lg:block">
              <AuditEventTable events={items} busy={list.isFetching} />
            </div>
          </>
        )}
      </PagedList>
    </div>
  );
}
