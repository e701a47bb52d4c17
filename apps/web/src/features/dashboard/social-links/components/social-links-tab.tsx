import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function SocialLinksTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.socialLinks.description} />;
}
