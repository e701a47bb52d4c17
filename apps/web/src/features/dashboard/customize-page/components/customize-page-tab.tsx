import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function CustomizePageTab() {
  return <SectionPlaceholder description={messages.dashboard.tabs.customizePage.description} />;
}
