import { useId } from 'react';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { leadSourceFilters, leadStatuses } from '@maple/shared/schemas/leads';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { hasFilters, type LeadFilterKey, type LeadFilters } from '../lead-filters';

const m = leadManagementMessages;
const sourceOptions = [{ value: '', label: m.allSources }, ...leadSourceFilters.map((source) => ({ value: source, label: m.sourceFilters[source] }))];
const statusOptions = [{ value: '', label: m.allStatuses }, ...leadStatuses.map((status) => ({ value: status, label: m.statuses[status] }))];
// Each filter takes a share of the row and wraps before it gets too narrow for its longest option or a date.
const cell = 'min-w-0 flex-1 basis-36 sm:max-w-48';

/**
 * Beside the list's search box: source (console), status and a day range, each applied at once
 * (the list goes back to page 1), and Clear filters, which also empties the search.
 */
export function LeadFilterBar({ filters, searched, onChange, onClear, showSource }: { filters: LeadFilters; searched: boolean; onChange: (key: LeadFilterKey, value: string) => void; onClear: () => void; showSource: boolean }) {
  const id = useId();
  return (
    <div role="group" aria-label={m.filtersLabel} className="flex w-full flex-wrap items-end gap-3">
      {showSource ? <SelectField id={`${id}-source`} label={m.sourceFilter} value={filters.source} onChange={(e) => onChange('source', e.target.value)} options={sourceOptions} className={cell} /> : null}
      <SelectField id={`${id}-status`} label={m.statusFilter} value={filters.status} onChange={(e) => onChange('status', e.target.value)} options={statusOptions} className={cell} />
      <FormField id={`${id}-from`} label={m.from} className={cell}>
        <Input id={`${id}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange('from', e.target.value)} />
      </FormField>
      <FormField id={`${id}-to`} label={m.to} className={cell}>
        <Input id={`${id}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange('to', e.target.value)} />
      </FormField>
      <Button variant="ghost" size="sm" className="self-end" disabled={!hasFilters(filters) && !searched} onClick={onClear}>
        {m.clearFilters}
      </Button>
    </div>
  );
}
