import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function SeoSettingsTab() {
  return <SectionPlaceholder description={messages.dashboard.tabs.seoSettings.description} />;
}
