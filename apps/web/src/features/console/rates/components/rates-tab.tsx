import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function RatesTab() {
  return <SectionPlaceholder description={messages.console.tabs.rates.description} />;
}
