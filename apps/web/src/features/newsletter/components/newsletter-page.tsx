import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function NewsletterPage() {
  return <PlaceholderPage title={messages.pages.newsletter} />;
}
