import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelPayment, periodicRate, presentValue, regularPayment } from './payment.ts';
import { compoundingPerYearValues, paymentFrequencyIds } from './rules.ts';
import type { PaymentFrequency } from './rules.ts';

const published = { principal: 500_000, ratePercent: 6, amortizationYears: 25 };

describe('published figures: 500,000 at 6% over 25 years, compounded semi-annually', () => {
  it.each<[PaymentFrequency, number]>([
    ['monthly', 3199.03],
    ['semi-monthly', 1597.55],
    ['bi-weekly', 1474.52],
    ['weekly', 736.84],
    ['accelerated-bi-weekly', 1599.52], // 3,199.03 ÷ 2 = 1,599.515, half away from zero
    ['accelerated-weekly', 799.76], // 3,199.03 ÷ 4 = 799.7575
  ])('%s pays %d', (frequency, expected) => {
    expect(regularPayment({ ...published, frequency })).toBe(expected);
  });

  it('compounds monthly when asked (the US-style figure)', () => {
    expect(regularPayment({ ...published, frequency: 'monthly', compoundingPerYear: 12 })).toBe(3221.51);
  });
});

describe('periodicRate', () => {
  it('follows (1 + j/m)^(m/n) − 1', () => {
    expect(periodicRate(6, 2, 12)).toBeCloseTo(Math.pow(1.03, 1 / 6) - 1, 15);
    expect(periodicRate(6, 12, 12)).toBeCloseTo(0.005, 15);
    expect(periodicRate(0, 2, 26)).toBe(0);
  });
});

describe('zero rate', () => {
  it('divides the principal evenly', () => {
    expect(regularPayment({ ...published, ratePercent: 0, frequency: 'monthly' })).toBe(1666.67);
    expect(levelPayment(1200, 0, 12)).toBe(100);
    expect(presentValue(100, 0, 12)).toBe(1200);
  });
});

describe('presentValue', () => {
  it('inverts levelPayment', () => {
    const rate = periodicRate(4.84, 2, 12);
    expect(presentValue(levelPayment(400_000, rate, 300), rate, 300)).toBeCloseTo(400_000, 6);
  });
});

describe('properties', () => {
  const frequency = fc.constantFrom(...paymentFrequencyIds);
  const compounding = fc.constantFrom(...compoundingPerYearValues);
  const ratePercent = fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100);

  it('a higher rate never lowers the payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }).map((c) => c / 100),
        ratePercent,
        ratePercent,
        fc.integer({ min: 1, max: 30 }),
        frequency,
        compounding,
        (principal, a, b, amortizationYears, freq, compoundingPerYear) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const terms = { principal, amortizationYears, frequency: freq, compoundingPerYear };
          expect(regularPayment({ ...terms, ratePercent: high })).toBeGreaterThanOrEqual(
            regularPayment({ ...terms, ratePercent: low }),
          );
        },
      ),
    );
  });
});
