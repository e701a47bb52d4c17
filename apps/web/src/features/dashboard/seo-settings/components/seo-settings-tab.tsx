import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function SeoSettingsTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.seoSettings.description} />;
}
