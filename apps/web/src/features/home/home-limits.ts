import type { PublicTestimonial } from '@maple/shared/schemas/testimonials';

/** The home page shows at most 6 testimonials (public-site §9). */
export const homeTestimonialLimit = 6;

/**
 * Newest first, at most 6, whatever the server sends (it already limits; this keeps the page honest
 * if it changes). The ISO times compare as plain strings: localeCompare would start the browser's
 * collator (about 50 ms on Lighthouse's phone) while the home page hydrates.
 */
export function homeTestimonials(testimonials: readonly PublicTestimonial[]): PublicTestimonial[] {
  return [...testimonials].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).slice(0, homeTestimonialLimit);
}
