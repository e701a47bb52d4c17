import { z } from 'zod';
import { testimonialsMessages } from '../messages/testimonials.ts';
import { licenceDay } from './agent-licence.ts';
import { frenchText } from './french-text.ts';
import { listOf } from './paging.ts';
import { requiredText } from './text.ts';

const m = testimonialsMessages;

/** How the author gave permission to publish (Competition Act s. 74.02: on record before it is shown). */
export const permissionMethods = ['written', 'email', 'review_platform'] as const;
export type PermissionMethod = (typeof permissionMethods)[number];
/** The author's tie to the brokerage; anything but 'none' is disclosed on the public card. */
export const permissionRelationships = ['none', 'employee', 'paid', 'rewarded'] as const;
export type PermissionRelationship = (typeof permissionRelationships)[number];
export type DisclosedRelationship = Exclude<PermissionRelationship, 'none'>;

/** The author's permission, as recorded with a testimonial; needed before it is approved. */
export const testimonialPermission = z.strictObject(
  {
    method: z.enum(permissionMethods, { error: m.permission.invalidMethod }),
    grantedAt: licenceDay,
    relationship: z.enum(permissionRelationships, { error: m.permission.invalidRelationship }),
  },
  { error: m.permission.required },
);
export type TestimonialPermission = z.infer<typeof testimonialPermission>;

/** GET /api/testimonials and the agent profile's testimonials. */
export const publicTestimonial = z.object({
  id: z.string(),
  clientName: z.string(),
  content: z.string(),
  rating: z.number(),
  createdAt: z.string(),
  /** A tie to the brokerage the card discloses (employee, paid, rewarded); null when there is none. */
  disclosure: z.enum(['employee', 'paid', 'rewarded']).nullable(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonial>;
export const publicTestimonialList = z.object({ testimonials: z.array(publicTestimonial) });

export const testimonialLimits = { clientName: 100, content: 2000 } as const;

/**
 * A testimonial as written in the console (admin-authored) or submitted from the dashboard
 * (back-office §5: client name, content, rating required; rating 1–5, default 5).
 */
export const testimonialInput = z.strictObject({
  clientName: requiredText({ max: testimonialLimits.clientName, required: m.clientNameRequired, tooLong: m.tooLong }),
  content: requiredText({ max: testimonialLimits.content, multiline: true, required: m.contentRequired, tooLong: m.tooLong }),
  rating: z.coerce.number({ error: m.ratingInvalid }).int(m.ratingInvalid).min(1, m.ratingInvalid).max(5, m.ratingInvalid).default(5),
  /** Required where the testimonial is approved on saving (the console's own); left out of an edit, the stored one stays. */
  permission: testimonialPermission.optional(),
  /** The words in French (decision 069), optional: without them the French site does not show the testimonial. */
  contentFr: frenchText({ max: testimonialLimits.content, multiline: true, tooLong: m.tooLong }),
});
export type TestimonialInput = z.input<typeof testimonialInput>;
export type TestimonialValues = z.output<typeof testimonialInput>;

/** Console: approve or unapprove an agent's testimonial; approving needs a permission, stored or given here. */
export const testimonialApprovalInput = z.strictObject({ isApproved: z.boolean(), permission: testimonialPermission.optional() });
export type TestimonialApprovalInput = z.infer<typeof testimonialApprovalInput>;

/** A testimonial as the console and the dashboard see it; adminId marks an admin-authored one. */
export const testimonial = publicTestimonial.extend({
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  adminId: z.string().nullable(),
  adminName: z.string().nullable(),
  isApproved: z.boolean(),
  /** Null on testimonials saved before permissions were recorded: the console flags the approved ones. */
  permission: testimonialPermission.nullable(),
  contentFr: z.string().nullable(),
  /** True while the words have no French, so the French site does not show them (the console's badge). */
  missingFrench: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonial>;
export const testimonialList = listOf(testimonial);
export type TestimonialList = z.infer<typeof testimonialList>;
