import { AgentAnalyticsView } from '@/features/analytics/components/agent-analytics-view';
import { FunnelReportSection } from '@/features/analytics/components/funnel-report-section';
import { MaturitiesSummary } from '@/features/leads/components/maturities-summary';

/**
 * Dashboard › Analytics: the signed-in agent's own numbers, then the funnel of their own leads
 * (decision 102) and their own book's maturities by month, the Book view's panel (decision 116).
 */
export function AnalyticsTab() {
  return (
    <div className="flex flex-col gap-6">
      <AgentAnalyticsView />
      <FunnelReportSection audience="me" />
      <MaturitiesSummary audience="me" agentId="" />
    </div>
  );
}
