import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function ServiceDetailPage() {
  return <PlaceholderPage title={messages.pages.serviceDetail} />;
}
