import { ratingsMessages } from '@maple/shared/messages/ratings';
import { fillMessage } from '@/lib/message-template';

export const maxStars = 5;

/** A rating as a whole number of stars from 0 to 5 (testimonials are rated 1 to 5; anything odd is clamped). */
export function starCount(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(maxStars, Math.max(0, Math.round(rating)));
}

/** One entry per star, true where the star is filled: 4 → [true, true, true, true, false]. */
export function starFills(rating: number): boolean[] {
  const filled = starCount(rating);
  return Array.from({ length: maxStars }, (_, i) => i < filled);
}

/** 'Rated 4 out of 5' */
export function ratingLabel(rating: number): string {
  return fillMessage(ratingsMessages.label, { rating: starCount(rating) });
}
