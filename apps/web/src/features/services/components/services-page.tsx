import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function ServicesPage() {
  return <PlaceholderPage title={messages.pages.services} />;
}
