import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { testimonialInput, testimonialPermission, type Testimonial, type TestimonialValues } from '@maple/shared/schemas/testimonials';
import { permissionDraftOf, permissionOf, type PermissionDraft } from './components/permission-fields';

/** What a testimonial form holds: the words, the rating (1–5, default 5) and the permission as typed. */
export type TestimonialFormValues = { clientName: string; content: string; contentFr: string; rating: number; permission: PermissionDraft };

export const testimonialFormValues = (testimonial: Testimonial | null): TestimonialFormValues => ({
  clientName: testimonial?.clientName ?? '',
  content: testimonial?.content ?? '',
  contentFr: testimonial?.contentFr ?? '',
  rating: testimonial?.rating ?? 5,
  permission: permissionDraftOf(testimonial?.permission),
});

/** The route's schema, with the permission no longer optional: for a testimonial approved on saving (the console's own). */
const withPermission = testimonialInput.extend({ permission: testimonialPermission });

/**
 * The inputs mapped onto the body (`testimonialInput`, the schema the routes validate with): the
 * permission left out while nothing of it was entered. `permissionRequired` where saving approves
 * it (issue 27): the server refuses it without one, so it is asked for here first.
 */
export function testimonialResolver(permissionRequired: boolean): Resolver<TestimonialFormValues, unknown, TestimonialValues> {
  const check = zodResolver(permissionRequired ? withPermission : testimonialInput);
  return (values, context, options) =>
    check({ clientName: values.clientName, content: values.content, contentFr: values.contentFr, rating: values.rating, ...permissionOf(values.permission) } as never, context, options as never) as unknown as ReturnType<
      Resolver<TestimonialFormValues, unknown, TestimonialValues>
    >;
}
