import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function SocialLinksTab() {
  return <SectionPlaceholder description={messages.dashboard.tabs.socialLinks.description} />;
}
