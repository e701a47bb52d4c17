import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function ServicesTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.services.description} />;
}
