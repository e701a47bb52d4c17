import { analyticsMessages } from '@maple/shared/messages/analytics';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { leadSourceFilters, leadStatuses } from '@maple/shared/schemas/leads';
import { usePlatformAnalytics } from '../api/analytics-queries';
import { AnalyticsFrame, usePeriodParam } from './analytics-frame';
import { DailySection } from './daily-section';
import { ReportSection } from './report-section';
import { StatCard } from './stat-card';

const m = analyticsMessages;
const l = leadManagementMessages;

function Breakdown({ title, rows }: { title: string; rows: { label: string; value: number }[] }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border bg-background p-4 shadow-sm">
      <h2 className="text-base font-semibold text-navy-900">{title}</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="text-right font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Console › Analytics (under the page's h1, so its sections are h2): platform totals, top agents and the per-day chart for the chosen period. */
export function PlatformAnalyticsView() {
  const [period, setPeriod] = usePeriodParam();
  const query = usePlatformAnalytics(period);
  return (
    <AnalyticsFrame period={period} onPeriod={setPeriod} query={query}>
      {(data) => (
        <>
          <dl aria-label={m.totals} className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            <StatCard label={m.agents} value={data.totals.agents.all} detail={m.activeOfAll(data.totals.agents.active, data.totals.agents.all)} />
            <StatCard label={m.leads} value={data.totals.leads.all} />
            <StatCard label={m.testimonials} value={data.totals.testimonials.approved + data.totals.testimonials.pending} detail={m.approvedPending(data.totals.testimonials.approved, data.totals.testimonials.pending)} />
            <StatCard label={m.posts} value={data.totals.posts.published + data.totals.posts.draft} detail={m.publishedDraft(data.totals.posts.published, data.totals.posts.draft)} />
            <StatCard label={m.pageViews} value={data.totals.pageViews} />
          </dl>
          <div className="grid gap-3 md:grid-cols-2">
            <Breakdown title={m.leadsBySource} rows={leadSourceFilters.map((s) => ({ label: l.sourceFilters[s], value: data.totals.leads.bySource[s] }))} />
            <Breakdown title={m.leadsByStatus} rows={leadStatuses.map((s) => ({ label: l.statuses[s], value: data.totals.leads.byStatus[s] }))} />
          </div>
          <ReportSection id="analytics-top-agents" title={m.topAgents} headingLevel="h2">
            {data.topAgents.length === 0 ? (
              <p className="text-sm text-muted-foreground">{m.noAgents}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{m.topAgentsCaption}</caption>
                  <thead className="text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-1 font-medium">{m.agent}</th>
                      <th scope="col" className="py-1 text-right font-medium">{m.leads}</th>
                      <th scope="col" className="py-1 text-right font-medium">{m.pageViews}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.topAgents.map((agent) => (
                      <tr key={agent.agentId} className="border-t">
                        <td className="py-1.5 [overflow-wrap:anywhere]">{agent.name}</td>
                        <td className="py-1.5 text-right font-semibold tabular-nums">{agent.leads}</td>
                        <td className="py-1.5 text-right tabular-nums">{agent.pageViews}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </ReportSection>
          <DailySection days={data.daily} headingLevel="h2" />
        </>
      )}
    </AnalyticsFrame>
  );
}
