import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function AnalyticsTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.analytics.description} />;
}
