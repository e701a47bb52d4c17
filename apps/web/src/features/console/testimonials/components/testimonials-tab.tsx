import { consoleMessages } from '@maple/shared/messages/console';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function TestimonialsTab() {
  return <SectionPlaceholder description={consoleMessages.tabs.testimonials.description} />;
}
