import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function InoreaderTab() {
  return <SectionPlaceholder description={messages.console.tabs.inoreader.description} />;
}
