import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function AffordabilityCalculatorPage() {
  return <PlaceholderPage title={messages.pages.affordabilityCalculator} />;
}
