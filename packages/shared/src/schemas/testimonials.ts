import { z } from 'zod';
import { testimonialsMessages } from '../messages/testimonials.ts';
import { listOf } from './paging.ts';
import { requiredText } from './text.ts';

const m = testimonialsMessages;

/** GET /api/testimonials and the agent profile's testimonials. */
export const publicTestimonial = z.object({
  id: z.string(),
  clientName: z.string(),
  content: z.string(),
  rating: z.number(),
  createdAt: z.string(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonial>;
export const publicTestimonialList = z.object({ testimonials: z.array(publicTestimonial) });

export const testimonialLimits = { clientName: 100, content: 2000 } as const;

/**
 * A testimonial as written in the console (admin-authored) or submitted from the dashboard
 * (signed-in-areas §5: client name, content, rating required; rating 1–5, default 5).
 */
export const testimonialInput = z.strictObject({
  clientName: requiredText({ max: testimonialLimits.clientName, required: m.clientNameRequired, tooLong: m.tooLong }),
  content: requiredText({ max: testimonialLimits.content, multiline: true, required: m.contentRequired, tooLong: m.tooLong }),
  rating: z.coerce.number({ error: m.ratingInvalid }).int(m.ratingInvalid).min(1, m.ratingInvalid).max(5, m.ratingInvalid).default(5),
});
export type TestimonialInput = z.input<typeof testimonialInput>;
export type TestimonialValues = z.output<typeof testimonialInput>;

/** Console: approve or unapprove an agent's testimonial. */
export const testimonialApprovalInput = z.strictObject({ isApproved: z.boolean() });
export type TestimonialApprovalInput = z.infer<typeof testimonialApprovalInput>;

/** A testimonial as the console and the dashboard see it; adminId marks an admin-authored one. */
export const testimonial = publicTestimonial.extend({
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  adminId: z.string().nullable(),
  adminName: z.string().nullable(),
  isApproved: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonial>;
export const testimonialList = listOf(testimonial);
export type TestimonialList = z.infer<typeof testimonialList>;
