import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function ApplicationsPage() {
  return <PlaceholderPage title={messages.pages.applications} />;
}
