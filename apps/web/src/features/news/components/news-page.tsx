import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function NewsPage() {
  return <PlaceholderPage title={messages.pages.news} />;
}
