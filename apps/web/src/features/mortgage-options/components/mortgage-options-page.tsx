import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function MortgageOptionsPage() {
  return <PlaceholderPage title={messages.pages.mortgageOptions} />;
}
