import { PlatformAnalyticsView } from '@/features/analytics/components/platform-analytics-view';

/** Console › Analytics (back-office §2, §9; the period applied on the server, ARCHITECTURE §8). */
export function AnalyticsTab() {
  return <PlatformAnalyticsView />;
}
