import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function WhyBrokerPage() {
  return <PlaceholderPage title={messages.pages.whyBroker} />;
}
