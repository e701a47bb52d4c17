import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function ApplicationLinksTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.applicationLinks.description} />;
}
