import { messages } from '@maple/shared/messages';
import { PlaceholderPage } from '@/components/placeholder-page';

export function ProductDetailPage() {
  return <PlaceholderPage title={messages.pages.productDetail} />;
}
