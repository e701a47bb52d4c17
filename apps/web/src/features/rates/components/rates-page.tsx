import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function RatesPage() {
  return <PlaceholderPage title={messages.pages.rates} />;
}
