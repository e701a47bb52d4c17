import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function ProfileTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.profile.description} />;
}
