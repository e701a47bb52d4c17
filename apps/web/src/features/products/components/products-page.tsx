import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function ProductsPage() {
  return <PlaceholderPage title={messages.pages.products} />;
}
