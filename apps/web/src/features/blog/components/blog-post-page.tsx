import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function BlogPostPage() {
  return <PlaceholderPage title={messages.pages.blogPost} />;
}
