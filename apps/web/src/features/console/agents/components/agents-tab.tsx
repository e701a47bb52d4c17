import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function AgentsTab() {
  return <SectionPlaceholder description={messages.console.tabs.agents.description} />;
}
