import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function BlogPage() {
  return <PlaceholderPage title={messages.pages.blog} />;
}
