import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function CalculatorsPage() {
  return <PlaceholderPage title={messages.pages.calculators} />;
}
