import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function CustomizePageTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.customizePage.description} />;
}
