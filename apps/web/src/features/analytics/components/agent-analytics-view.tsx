import { analyticsMessages } from '@maple/shared/messages/analytics';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { recentActivityShown, type ActivityEvent } from '@maple/shared/schemas/analytics';
import { leadStatuses } from '@maple/shared/schemas/leads';
import { Eye, Inbox } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { appClock } from '@/lib/clock';
import { useAgentAnalytics } from '../api/analytics-queries';
import { timeAgo } from '../analytics-period';
import { AnalyticsFrame, usePeriodParam } from './analytics-frame';
import { DailySection } from './daily-section';
import { ReportSection } from './report-section';
import { StatCard } from './stat-card';

const m = analyticsMessages;
const l = leadManagementMessages;

const colours: Record<string, string> = { new: 'text-blue-800', contacted: 'text-yellow-800', qualified: 'text-green-800', closed: 'text-gray-700' };

function describe(event: ActivityEvent): string {
  return event.kind === 'page_view' ? m.activity.pageView : m.activity.lead(event.clientName, l.sources[event.source] ?? event.source);
}

/** Dashboard › Analytics: own page views and leads for the period, by status, per day, and Recent Activity. */
export function AgentAnalyticsView() {
  const [period, setPeriod] = usePeriodParam();
  const query = useAgentAnalytics(period);
  // Read when the answer is drawn: a signed-in screen, rendered in the browser only.
  const now = appClock.now().getTime();
  return (
    <AnalyticsFrame period={period} onPeriod={setPeriod} query={query}>
      {(data) => (
        <>
          <dl aria-label={m.totals} className="grid grid-cols-2 gap-3">
            <StatCard label={m.pageViews} value={data.totals.pageViews} />
            <StatCard label={m.leads} value={data.totals.leads} />
          </dl>
          <ReportSection id="analytics-by-status" title={m.leadsByStatus}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {leadStatuses.map((status) => (
                <div key={status} className="rounded-md bg-muted p-3">
                  <dt className={cn('text-sm font-medium', colours[status])}>{l.statuses[status]}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{data.leadsByStatus[status]}</dd>
                </div>
              ))}
            </dl>
          </ReportSection>
          <DailySection days={data.daily} />
          <ReportSection id="analytics-recent" title={m.recentActivity}>
            {data.recentActivity.length === 0 ? (
              <p className="text-sm text-muted-foreground">{m.noActivity}</p>
            ) : (
              <ul aria-labelledby="analytics-recent" className="flex flex-col divide-y">
                {/* back-office §2: Recent Activity lists 5 of the latest 10 events. */}
                {data.recentActivity.slice(0, recentActivityShown).map((event, i) => (
                  <li key={`${event.at}-${i}`} className="flex items-start gap-3 py-2 text-sm">
                    {event.kind === 'page_view' ? <Eye aria-hidden="true" className="mt-0.5 size-4 text-navy-700" /> : <Inbox aria-hidden="true" className="mt-0.5 size-4 text-primary" />}
                    <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{describe(event)}</span>
                    <time dateTime={event.at} title={formatDateTime(event.at)} className="whitespace-nowrap text-muted-foreground">
                      {timeAgo(event.at, now)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </ReportSection>
        </>
      )}
    </AnalyticsFrame>
  );
}
