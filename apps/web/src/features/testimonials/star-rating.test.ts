import { describe, expect, it } from 'vitest';
import { ratingLabel, starCount, starFills } from './star-rating';

describe('star display', () => {
  it('fills as many of the 5 stars as the rating', () => {
    expect(starFills(5)).toEqual([true, true, true, true, true]);
    expect(starFills(4)).toEqual([true, true, true, true, false]);
    expect(starFills(1)).toEqual([true, false, false, false, false]);
  });

  it('clamps and rounds odd ratings', () => {
    expect(starCount(7)).toBe(5);
    expect(starCount(-2)).toBe(0);
    expect(starCount(3.6)).toBe(4);
    expect(starCount(Number.NaN)).toBe(0);
  });

  it('names the rating for screen readers', () => {
    expect(ratingLabel(5)).toBe('Rated 5 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  });
});
