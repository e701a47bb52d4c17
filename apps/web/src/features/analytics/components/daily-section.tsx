import { lazy, Suspense } from 'react';
import type { DailyCount } from '@maple/shared/schemas/analytics';
import { analyticsMessages } from '@maple/shared/messages/analytics';
import { Skeleton } from '@/components/ui/skeleton';
import { ReportSection } from './report-section';

const DailyChart = lazy(() => import('./daily-chart'));
const m = analyticsMessages;

/** The per-day chart with the same figures as a table (for screen readers and anyone who prefers numbers). */
export function DailySection({ days, headingLevel }: { days: readonly DailyCount[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ReportSection id="analytics-daily" title={m.perDay} headingLevel={headingLevel} className="gap-3">
      <Suspense fallback={<Skeleton className="h-64 w-full sm:h-72" />}>
        <DailyChart days={days} />
      </Suspense>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">{m.chartTable}</summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{m.perDay}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 font-medium">{m.day}</th>
                <th scope="col" className="py-1 font-medium">{m.leads}</th>
                <th scope="col" className="py-1 font-medium">{m.pageViews}</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date} className="border-t">
                  <td className="py-1">{day.date}</td>
                  <td className="py-1 tabular-nums">{day.leads}</td>
                  <td className="py-1 tabular-nums">{day.pageViews}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </ReportSection>
  );
}
