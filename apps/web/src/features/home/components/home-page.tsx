import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function HomePage() {
  return <PlaceholderPage title={messages.pages.home} />;
}
