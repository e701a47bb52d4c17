import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { auditMessages as m } from '@maple/shared/messages/audit';
import { auditKinds, type AuditKind } from '@maple/shared/schemas/audit';
import { ListError } from '@/components/list-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/loading-state';
import { NativeSelect } from '@/components/ui/native-select';
import { auditPageSize, useAdminAuditEvents, useAuditUserChoices, type AuditFilters } from '../api/audit-event-queries';
import { auditFiltersFrom, withAuditFilters } from '../audit-filters';
import { AuditEventCards, AuditEventTable } from './audit-event-list';
import { AuditPager } from './audit-pager';

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
  const setFilters = useCallback(
    (next: AuditFilters) => setParams((current) => withAuditFilters(current, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const list = useAdminAuditEvents(filters);
  const users = useAuditUserChoices();
  const filtered = Boolean(filters.userId || filters.kind);
  const set = (patch: Partial<AuditFilters>) => setFilters({ ...filters, ...patch, page: 1 });
  // A user the list does not hold (a link to one since deleted) still shows as chosen.
  const knownUser = !filters.userId || users.data?.some((u) => u.id === filters.userId);

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">{m.intro}</p>
      <form role="search" aria-label={m.filtersLabel} onSubmit={(e) => e.preventDefault()} className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end lg:max-w-3xl">
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

      {list.isPending ? (
        <LoadingState label={m.loading} />
      ) : list.isError ? (
        <ListError message={m.loadFailed} retryLabel={m.tryAgain} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{filtered ? m.emptyFiltered : m.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {m.countOf((filters.page - 1) * auditPageSize + 1, Math.min(filters.page * auditPageSize, list.data.total), list.data.total)}
          </p>
          <div className="lg:hidden">
            <AuditEventCards events={list.data.items} showAccount busy={list.isFetching} />
          </div>
          <div className="hidden lg:block">
            <AuditEventTable events={list.data.items} busy={list.isFetching} />
          </div>
        </>
      )}
      <AuditPager page={filters.page} pageSize={auditPageSize} total={list.data?.total ?? 0} onPage={(page) => setFilters({ ...filters, page })} />
    </div>
  );
}
