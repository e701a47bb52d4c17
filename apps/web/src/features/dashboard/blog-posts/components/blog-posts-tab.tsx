import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function BlogPostsTab() {
  return <SectionPlaceholder description={messages.dashboard.tabs.blogPosts.description} />;
}
