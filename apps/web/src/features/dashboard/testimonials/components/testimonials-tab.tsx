import { messages } from '@maple/shared/messages';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function TestimonialsTab() {
  return <SectionPlaceholder description={messages.dashboard.tabs.testimonials.description} />;
}
