import { fillMessage } from '@maple/shared/messages/fill-message';
import { testimonialDisclosureMessages as d } from '@maple/shared/messages/testimonial-disclosure';
import type { PublicTestimonial } from '@maple/shared/schemas/testimonials';
import { cx } from '@/lib/cx';
import { StarRating } from './star-rating';

/** The card's note for an author tied to the brokerage (Competition Act: a material connection is disclosed). */
function disclosureNote(disclosure: PublicTestimonial['disclosure'], teamName: string): string | null {
  if (disclosure === 'employee') return teamName ? fillMessage(d.employee, { team: teamName }) : d.employeeNoTeam;
  return disclosure ? d[disclosure] : null;
}

/** One approved testimonial: stars, the quote as text, the client's name, and any disclosed relationship. */
export function TestimonialCard({ testimonial, teamName = '', className }: { testimonial: PublicTestimonial; teamName?: string; className?: string }) {
  const note = disclosureNote(testimonial.disclosure, teamName);
  return (
    <figure className={cx('flex h-full flex-col gap-4 rounded-lg border bg-background p-6 shadow-sm', className)}>
      <StarRating rating={testimonial.rating} />
      <blockquote className="flex-1 leading-relaxed whitespace-pre-line text-foreground">{testimonial.content}</blockquote>
      <figcaption className="flex flex-col gap-0.5">
        <span className="font-semibold text-navy-900">{testimonial.clientName}</span>
        {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
      </figcaption>
    </figure>
  );
}
