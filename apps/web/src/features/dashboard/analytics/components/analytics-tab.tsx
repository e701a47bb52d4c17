import { AgentAnalyticsView } from '@/features/analytics/components/agent-analytics-view';

/** Dashboard › Analytics: the signed-in agent's own numbers. */
export function AnalyticsTab() {
  return <AgentAnalyticsView />;
}
