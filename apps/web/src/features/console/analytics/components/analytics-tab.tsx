import { PlatformAnalyticsView } from '@/features/analytics/components/platform-analytics-view';

/** Console › Analytics (signed-in-areas §2, §9; the period applied on the server, DESIGN §8). */
export function AnalyticsTab() {
  return <PlatformAnalyticsView />;
}
