import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function ServicesTab() {
  return <SectionPlaceholder description={messages.console.tabs.services.description} />;
}
