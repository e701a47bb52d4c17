import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function MortgageCalculatorPage() {
  return <PlaceholderPage title={messages.pages.mortgageCalculator} />;
}
