import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function LendersTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.lenders.description} />;
}
