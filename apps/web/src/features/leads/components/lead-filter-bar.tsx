import { useEffect, useId, useState } from 'react';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { leadSourceFilters, leadStatuses, type LeadSourceFilter, type LeadStatus } from '@maple/shared/schemas/leads';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { hasFilters, type LeadFilters } from '../lead-filters';

const m = leadManagementMessages;

/** Search (name, email, phone), source (console), status and a day range; each change starts again at page 1. */
export function LeadFilterBar({ filters, onChange, showSource }: { filters: LeadFilters; onChange: (next: LeadFilters) => void; showSource: boolean }) {
  const id = useId();
  const [search, setSearch] = useState(filters.q);
  // The search text we last sent: a different `filters.q` came from elsewhere (Clear filters, the
  // back button), and the box follows it; our own debounced update must not clobber newer typing.
  const [sent, setSent] = useState(filters.q);
  if (sent !== filters.q) {
    setSent(filters.q);
    setSearch(filters.q);
  }
  // Typing narrows the list after a short pause, not on every key.
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => {
      setSent(search.trim());
      onChange({ ...filters, q: search.trim(), page: 1 });
    }, 350);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const set = (patch: Partial<LeadFilters>) => onChange({ ...filters, ...patch, page: 1 });

  return (
    <form role="search" aria-label={m.filtersLabel} onSubmit={(e) => (e.preventDefault(), set({ q: search }))} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>{m.search}</Label>
        <Input id={`${id}-q`} type="search" placeholder={m.searchPlaceholder} value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {showSource ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-source`}>{m.sourceFilter}</Label>
          <NativeSelect id={`${id}-source`} value={filters.source} onChange={(e) => set({ source: e.target.value as LeadSourceFilter | '' })}>
            <option value="">{m.allSources}</option>
            {leadSourceFilters.map((source) => (
              <option key={source} value={source}>
                {m.sourceFilters[source]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>{m.statusFilter}</Label>
        <NativeSelect id={`${id}-status`} value={filters.status} onChange={(e) => set({ status: e.target.value as LeadStatus | '' })}>
          <option value="">{m.allStatuses}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {m.statuses[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>{m.from}</Label>
        <Input id={`${id}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>{m.to}</Label>
        <Input id={`${id}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} />
      </div>
      <Button variant="ghost" size="sm" className="self-end" disabled={!hasFilters(filters)} onClick={() => onChange({ q: '', source: '', status: '', from: '', to: '', page: 1 })}>
        {m.clearFilters}
      </Button>
    </form>
  );
}
