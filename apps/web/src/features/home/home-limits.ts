import type { PublicTestimonial } from '@maple/shared/schemas/testimonials';

/** The home page shows at most 6 testimonials (public-area §9). */
export const homeTestimonialLimit = 6;

/** Newest first, at most 6, whatever the server sends (it already limits; this keeps the page honest if it changes). */
export function homeTestimonials(testimonials: readonly PublicTestimonial[]): PublicTestimonial[] {
  return [...testimonials].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, homeTestimonialLimit);
}
