import { describe, expect, it } from 'vitest';
import { centsToWholeDollars, roundHalfAwayFromZero, toCents, truncate } from './money.ts';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero despite binary noise', () => {
    expect(roundHalfAwayFromZero(3199.03 / 2, 2)).toBe(1599.52);
    expect(roundHalfAwayFromZero(2.675, 2)).toBe(2.68);
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(736.8402204138483, 2)).toBe(736.84);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });
});

describe('truncate', () => {
  it('cuts toward zero without falling a cent short on noise', () => {
    expect(truncate(2666.6666666, 2)).toBe(2666.66);
    expect(truncate(0.1 + 0.2, 1)).toBe(0.3);
    expect(truncate(-1.239, 2)).toBe(-1.23);
  });
});

describe('cents and dollars', () => {
  it('converts exactly', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(99_999.99)).toBe(9_999_999);
    expect(centsToWholeDollars(319_903)).toBe(3199);
    expect(centsToWholeDollars(159_950)).toBe(1600);
  });
});
