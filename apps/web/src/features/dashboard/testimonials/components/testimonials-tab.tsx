import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function TestimonialsTab() {
  return <SectionPlaceholder description={dashboardMessages.tabs.testimonials.description} />;
}
