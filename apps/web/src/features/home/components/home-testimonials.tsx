import { homeMessages } from '@maple/shared/messages/home';
import { shellMessages } from '@maple/shared/messages/shell';
import { Skeleton } from '@/components/ui/skeleton';
import { TestimonialCard } from '@/features/testimonials/components/testimonial-card';
import { useTestimonials } from '@/features/testimonials/api/testimonial-queries';
import { useTeamName } from '@/features/site/api/site-queries';
import { homeTestimonials } from '../home-limits';
import { HomeSection } from './home-section';

const m = homeMessages;

/** Up to 6 approved admin-written testimonials, newest first. Left out when there are none (or the request failed). */
export function HomeTestimonials() {
  const { data, isPending } = useTestimonials();
  const teamName = useTeamName();
  const testimonials = homeTestimonials(data ?? []);
  if (!isPending && testimonials.length === 0) return null;
  return (
    <HomeSection id="home-testimonials" title={m.testimonialsTitle}>
      {isPending ? (
        <div role="status" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{shellMessages.loading}</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-48" radius="rounded-lg" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} teamName={teamName} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
