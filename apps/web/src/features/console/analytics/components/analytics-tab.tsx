import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function AnalyticsTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.analytics.description} />;
}
