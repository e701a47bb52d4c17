import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function AnalyticsTab() {
  return <SectionPlaceholder description={messages.dashboard.tabs.analytics.description} />;
}
