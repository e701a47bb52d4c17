import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function LeadsTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.leads.description} />;
}
