import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function DocumentsTab() {
  return <SectionPlaceholder description={messages.dashboard.tabs.documents.description} />;
}
