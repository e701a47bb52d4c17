import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function ProductsTab() {
  return <SectionPlaceholder description={messages.console.tabs.products.description} />;
}
