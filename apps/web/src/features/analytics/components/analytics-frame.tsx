import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { AnalyticsPeriod } from '@maple/shared/schemas/analytics';
import { analyticsMessages } from '@maple/shared/messages/analytics';
import { LoadingState } from '@/components/ui/loading-state';
import { periodFromParam } from '../analytics-period';
import { PeriodSwitch } from './period-switch';

const m = analyticsMessages;

type AnalyticsRange = { from: string | null; to: string };

/** The period kept in `?period=` (a reload keeps it; the tab parameter stays). */
export function usePeriodParam(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const period = periodFromParam(params.get('period'));
  const setPeriod = (next: AnalyticsPeriod) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'all') out.delete('period');
        else out.set('period', next);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return [period, setPeriod];
}

/** Period switch, then loading, error or the report; the old numbers stay (dimmed) while a new period loads. */
export function AnalyticsFrame<T extends AnalyticsRange>({
  period,
  onPeriod,
  query,
  children,
}: {
  period: AnalyticsPeriod;
  onPeriod: (p: AnalyticsPeriod) => void;
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; data: T | undefined };
  /** The report's sections, drawn from the current (or, while a new period loads, the previous) answer. */
  children: (data: T) => ReactNode;
}) {
  const range = query.data;
  useEffect(() => {
    if (query.isError) toast.error(m.loadFailed);
  }, [query.isError]);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSwitch value={period} onChange={onPeriod} />
        {range ? <p className="text-sm text-muted-foreground">{m.range(range.from, range.to)}</p> : null}
      </div>
      {query.isPending ? (
        <LoadingState label={m.loading} />
      ) : query.isError && !range ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm text-destructive">
          {m.loadFailed}
        </p>
      ) : (
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          {range ? <div className="flex flex-col gap-5">{children(range)}</div> : null}
        </div>
      )}
    </div>
  );
}
