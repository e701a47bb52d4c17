import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function AnalyticsTab() {
  return <SectionPlaceholder description={messages.console.tabs.analytics.description} />;
}
