import type { PublicTestimonial } from '@maple/shared/schemas/testimonials';
import { cx } from '@/lib/cx';
import { StarRating } from './star-rating';

/** One approved testimonial: stars, the quote as text, the client's name. */
export function TestimonialCard({ testimonial, className }: { testimonial: PublicTestimonial; className?: string }) {
  return (
    <figure className={cx('flex h-full flex-col gap-4 rounded-lg border bg-background p-6 shadow-sm', className)}>
      <StarRating rating={testimonial.rating} />
      <blockquote className="flex-1 leading-relaxed whitespace-pre-line text-foreground">{testimonial.content}</blockquote>
      <figcaption className="font-semibold text-navy-900">{testimonial.clientName}</figcaption>
    </figure>
  );
}
