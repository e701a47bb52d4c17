import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function ProductsTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.products.description} />;
}
