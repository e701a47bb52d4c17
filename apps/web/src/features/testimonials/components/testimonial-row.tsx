import type { ReactNode } from 'react';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import type { Testimonial } from '@maple/shared/schemas/testimonials';
import { MissingFrenchBadge } from '@/components/bilingual-columns';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { fillMessage } from '@/lib/message-template';
import { StarRating } from './star-rating';

/** One testimonial in a signed-in list: who it is for or by, its status, stars and words; actions beside it. */
export function TestimonialRow({
  testimonial,
  showOwner,
  actions,
  headingLevel: Heading = 'h2',
}: {
  testimonial: Testimonial;
  showOwner: boolean;
  actions?: ReactNode;
  /** h3 when the list sits under its own h2. */
  headingLevel?: 'h2' | 'h3';
}) {
  const owner = testimonial.adminId
    ? fillMessage(m.byAdmin, { name: testimonial.adminName ?? m.adminFallback })
    : testimonial.agentName
      ? fillMessage(m.byAgent, { name: testimonial.agentName })
      : null;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-background p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="text-base font-semibold break-words text-navy-900">{testimonial.clientName}</Heading>
          <Badge variant={testimonial.isApproved ? 'success' : 'secondary'}>{testimonial.isApproved ? m.statusApproved : m.statusPending}</Badge>
          {/* Approved before permissions were recorded: still shown publicly, flagged here until it is recorded (issue 27). */}
          {testimonial.permission ? null : <Badge variant={testimonial.isApproved ? 'warning' : 'outline'}>{m.permission.missingBadge}</Badge>}
          <MissingFrenchBadge missing={testimonial.missingFrench} />
        </div>
        <StarRating rating={testimonial.rating} />
        <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{testimonial.content}</p>
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {showOwner && owner ? `${owner} · ` : null}
          {formatDate(testimonial.createdAt)}
        </p>
        {testimonial.permission ? (
          <p className="text-xs text-muted-foreground">
            {fillMessage(m.permission.recorded, { method: m.permission.methods[testimonial.permission.method], date: testimonial.permission.grantedAt })}
            {testimonial.permission.relationship === 'none' ? null : ` \u00b7 ${m.permission.relationships[testimonial.permission.relationship]}`}
          </p>
        ) : null}
      </div>
      {actions ? (
        <div className="flex shrink-0 flex-wrap gap-2" role="group" aria-label={fillMessage(m.actionsFor, { name: testimonial.clientName })}>
          {actions}
        </div>
      ) : null}
    </li>
  );
}
