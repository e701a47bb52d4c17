import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function BecomeBrokerPage() {
  return <PlaceholderPage title={messages.pages.becomeBroker} />;
}
