import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function MobileAppPage() {
  return <PlaceholderPage title={messages.pages.mobileApp} />;
}
