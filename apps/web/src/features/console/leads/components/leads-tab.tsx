import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function LeadsTab() {
  return <SectionPlaceholder description={messages.console.tabs.leads.description} />;
}
