import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function InoreaderTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.inoreader.description} />;
}
