import { useAgentOptions } from '@/features/agents/api/agent-queries';
import { FunnelReportSection } from '@/features/analytics/components/funnel-report-section';
import { PlatformAnalyticsView } from '@/features/analytics/components/platform-analytics-view';
import { MaturitiesSummary } from '@/features/leads/components/maturities-summary';

/**
 * Console › Analytics (back-office §2, §9; the period applied on the server, ARCHITECTURE §8), then
 * the funnel of every lead (decision 102) and the whole book's maturities by month, the Book view's
 * panel (decision 116).
 */
export function AnalyticsTab() {
  const agents = useAgentOptions();
  return (
    <div className="flex flex-col gap-6">
      <PlatformAnalyticsView />
      <FunnelReportSection audience="admin" agents={agents.data} headingLevel="h2" />
      <MaturitiesSummary audience="admin" agentId="" headingLevel="h2" />
    </div>
  );
}
