import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function AgentsTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.agents.description} />;
}
