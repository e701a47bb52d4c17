import { describe, expect, it } from 'vitest';
import type { PublicTestimonial } from '@maple/shared/schemas/testimonials';
import { homeTestimonials } from './home-limits';

const t = (day: number): PublicTestimonial => ({
  id: `t${day}`,
  clientName: `Client ${day}`,
  content: 'Great service.',
  rating: 5,
  disclosure: null,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
});

describe('homeTestimonials', () => {
  it('keeps the newest 6, newest first', () => {
    const list = [3, 9, 1, 7, 5, 8, 2, 6].map(t);
    expect(homeTestimonials(list).map((x) => x.id)).toEqual(['t9', 't8', 't7', 't6', 't5', 't3']);
  });

  it('passes a short list through', () => {
    expect(homeTestimonials([t(1)])).toHaveLength(1);
    expect(homeTestimonials([])).toEqual([]);
  });
});
