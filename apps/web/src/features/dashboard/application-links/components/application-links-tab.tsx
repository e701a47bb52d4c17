import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function ApplicationLinksTab() {
  return <SectionPlaceholder description={messages.dashboard.tabs.applicationLinks.description} />;
}
