import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function FindBrokerPage() {
  return <PlaceholderPage title={messages.pages.findBroker} />;
}
