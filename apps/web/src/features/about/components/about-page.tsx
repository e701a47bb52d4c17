import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function AboutPage() {
  return <PlaceholderPage title={messages.pages.about} />;
}
