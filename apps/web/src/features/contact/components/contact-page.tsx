import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function ContactPage() {
  return <PlaceholderPage title={messages.pages.contact} />;
}
