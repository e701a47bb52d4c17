import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function ProfileTab() {
  return <SectionPlaceholder description={messages.dashboard.tabs.profile.description} />;
}
