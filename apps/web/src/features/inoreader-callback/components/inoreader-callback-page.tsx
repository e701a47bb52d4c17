import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function InoreaderCallbackPage() {
  return <PlaceholderPage title={messages.pages.inoreaderCallback} />;
}
