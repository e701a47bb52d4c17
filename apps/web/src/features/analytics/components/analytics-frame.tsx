import { useEffect, type ReactNode } from 'react';
import { useSearchParam } from '@/lib/use-search-param';
import { toast } from 'sonner';
import type { AnalyticsPeriod } from '@maple/shared/schemas/analytics';
import { analyticsMessages } from '@maple/shared/messages/analytics';
import { QueryStates, type RecordQuery } from '@/components/query-states';
import { periodFromParam } from '../analytics-period';
import { PeriodSwitch } from './period-switch';

const m = analyticsMessages;

type AnalyticsRange = { from: string | null; to: string };

/** The period kept in `?period=` (a reload keeps it; the tab parameter stays). */
export function usePeriodParam(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [value, setValue] = useSearchParam('period');
  return [periodFromParam(value), (next) => setValue(next === 'all' ? '' : next)];
}

/** What the frame reads of a report's query (a `UseQueryResult` is one). */
type ReportQuery<T> = RecordQuery<T> & { isPlaceholderData: boolean };

/**
 * Period switch, then the report with its loading and error (retry) states. The old numbers stay
 * (dimmed) while a new period loads, and stay when a later refresh fails: the toast says so.
 */
export function AnalyticsFrame<T extends AnalyticsRange>({
  period,
  onPeriod,
  query,
  children,
}: {
  period: AnalyticsPeriod;
  onPeriod: (p: AnalyticsPeriod) => void;
  query: ReportQuery<T>;
  /** The report's sections, drawn from the current (or, while a new period loads, the previous) answer. */
  children: (data: T) => ReactNode;
}) {
  const range = query.data;
  useEffect(() => {
    if (query.isError) toast.error(m.loadFailed);
  }, [query.isError]);
  // Only a report never loaded shows the error; a failed refresh keeps the one on screen.
  const shown: RecordQuery<T> = query.isError && range !== undefined ? { isPending: false, isError: false, data: range, refetch: query.refetch } : query;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSwitch value={period} onChange={onPeriod} />
        {range ? <p className="text-sm text-muted-foreground">{m.range(range.from, range.to)}</p> : null}
      </div>
      <QueryStates query={shown} messages={{ loading: m.loading, loadFailed: m.loadFailed }}>
        {(data) => (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'flex flex-col gap-5 opacity-60 transition-opacity' : 'flex flex-col gap-5 transition-opacity'}>
            {children(data)}
          </div>
        )}
      </QueryStates>
    </div>
  );
}
