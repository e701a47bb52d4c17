import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function LendersTab() {
  return <SectionPlaceholder description={messages.console.tabs.lenders.description} />;
}
