import { pagesMessages } from '@maple/shared/messages/pages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function NewsPage() {
  return <PlaceholderPage title={pagesMessages.news} />;
}
