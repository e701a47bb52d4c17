import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function BlogPostsTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.blogPosts.description} />;
}
