import { describe, expect, it } from 'vitest';
import { baseSlug, pickFreeSlug, slugTries } from './blog-slug.ts';

describe('blog slugs (back-office §5)', () => {
  it('derives the slug from the title: lowercase, non-alphanumerics to hyphens, trimmed', () => {
    expect(baseSlug('  Fixed or Variable? 2026 Edition!  ')).toBe('fixed-or-variable-2026-edition');
    expect(baseSlug('¿¡!!')).toBe('post');
  });

  it('takes the first free of base, base-2, base-3, …', () => {
    expect(pickFreeSlug('rates', new Set(), 1_790_000_000_000)).toBe('rates');
    expect(pickFreeSlug('rates', new Set(['rates']), 1_790_000_000_000)).toBe('rates-2');
    expect(pickFreeSlug('rates', new Set(['rates', 'rates-2']), 1_790_000_000_000)).toBe('rates-3');
    expect(pickFreeSlug('rates', new Set(['rates', 'rates-3']), 1_790_000_000_000)).toBe('rates-2');
  });

  it('falls back to a timestamp suffix once base-2 … base-10000 are all taken', () => {
    const taken = new Set(['rates', ...Array.from({ length: slugTries - 1 }, (_, i) => `rates-${i + 2}`)]);
    expect(taken.has('rates-10000')).toBe(true);
    expect(pickFreeSlug('rates', taken, 1_790_000_000_000)).toBe('rates-1790000000000');
    taken.delete('rates-10000');
    expect(pickFreeSlug('rates', taken, 1_790_000_000_000)).toBe('rates-10000');
  });
});
