import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function RatesTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.rates.description} />;
}
