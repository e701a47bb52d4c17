import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function BlogTab() {
  return <SectionPlaceholder description={messages.console.tabs.blog.description} />;
}
