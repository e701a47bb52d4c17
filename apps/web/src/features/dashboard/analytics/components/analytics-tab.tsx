import { AgentAnalyticsView } from '@/features/analytics/components/agent-analytics-view';
import { FunnelReportSection } from '@/features/analytics/components/funnel-report-section';

/** Dashboard › Analytics: the signed-in agent's own numbers, then the funnel of their own leads (decision 102). */
export function AnalyticsTab() {
  return (
    <div className="flex flex-col gap-6">
      <AgentAnalyticsView />
      <FunnelReportSection audience="me" />
    </div>
  );
}
