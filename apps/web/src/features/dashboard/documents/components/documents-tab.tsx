import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function DocumentsTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.documents.description} />;
}
