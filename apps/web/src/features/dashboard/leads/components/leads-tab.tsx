import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function LeadsTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.leads.description} />;
}
