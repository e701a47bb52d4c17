import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function BlogTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.blog.description} />;
}
