import { pagesMessages } from '@maple/shared/messages/pages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function InoreaderCallbackPage() {
  return <PlaceholderPage title={pagesMessages.inoreaderCallback} />;
}
