import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { provinces } from '@maple/shared/provinces';
import { rateTypes, type RateStatusFilter } from '@maple/shared/schemas/rates';
import { termLabel } from '@maple/shared/terms';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import type { AdminRateFilters } from '@/features/rates/api/rate-admin';
import type { RateFilterKey } from './use-rate-filters';

// The terms brokers post (6 months to 10 years); a term from a link that is not among them is added.
const commonTerms = [6, 12, 24, 36, 48, 60, 72, 84, 120];
const statuses: { value: RateStatusFilter; label: string }[] = [
  { value: 'all', label: m.filterAll },
  { value: 'active', label: m.filterActive },
  { value: 'inactive', label: m.filterInactive },
];


/** Province, term, type and status of All Rates: native selects, each applied at once (and kept in the URL). */
export function RateFilters({ filters, onChange }: { filters: AdminRateFilters; onChange: (key: RateFilterKey, value: string) => void }) {
  const terms = filters.termMonths && !commonTerms.includes(filters.termMonths) ? [...commonTerms, filters.termMonths].sort((a, b) => a - b) : commonTerms;
  const select = (key: RateFilterKey, label: string, value: string, options: SelectOption[]) => (
    <SelectField id={`rate-filter-${key}`} label={label} value={value} onChange={(e) => onChange(key, e.target.value)} options={options} className="min-w-0 flex-1 basis-36 sm:max-w-48" />
  );
  return (
    <div role="group" aria-label={m.filtersLabel} className="flex w-full flex-wrap items-end gap-3">
      {select('province', m.filterProvince, filters.province ?? '', [{ value: '', label: m.filterAnyProvince }, ...provinces.map((p) => ({ value: p.code, label: p.name }))])}
      {select('termMonths', m.filterTerm, filters.termMonths ? String(filters.termMonths) : '', [{ value: '', label: m.filterAnyTerm }, ...terms.map((t) => ({ value: String(t), label: termLabel(t) }))])}
      {select('rateType', m.filterType, filters.rateType ?? '', [{ value: '', label: m.filterAnyType }, ...rateTypes.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }))])}
      {select('status', m.filterLabel, filters.status, statuses)}
    </div>
  );
}
