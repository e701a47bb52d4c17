import { MyTestimonials } from '@/features/testimonials/components/my-testimonials';

/** Dashboard Testimonials tab: the agent's own testimonials. */
export function TestimonialsTab() {
  return <MyTestimonials />;
}
