import { describe, expect, it } from 'vitest';
import { penaltyDefaults, penaltyInput, prepaymentPenalty } from './prepayment-penalty.ts';

const day = '2026-11-29';

describe('prepaymentPenalty (issue 41 vectors; working in docs/calculators/penalty.md)', () => {
  it('three months’ interest on $400,000 at 5.00% is $5,000.00', () => {
    // 400,000 × 5% × 3/12 = 5,000.00
    expect(prepaymentPenalty({ ...penaltyDefaults, rateType: 'variable' }, day)).toMatchObject({
      threeMonthsInterest: 5000,
      interestRateDifferential: null,
      penalty: 5000,
      appliedMethod: 'three-months-interest',
    });
  });

  it('the differential against 3.50% with 36 months left is $18,000.00, and it applies', () => {
    // 400,000 × (5.00% − 3.50%) × 36/12 = 400,000 × 0.015 × 3 = 18,000.00
    expect(prepaymentPenalty(penaltyDefaults, day)).toMatchObject({
      threeMonthsInterest: 5000,
      interestRateDifferential: 18_000,
      rateGap: 1.5,
      penalty: 18_000,
      appliedMethod: 'interest-rate-differential',
      interestActCap: false,
    });
  });

  it('on the posted basis subtracts the discount from the comparison rate (a wider gap)', () => {
    // Posted 5.50% − discount 1.50% = 4.00%; 400,000 × 1.00% × 3 = 12,000.00 (5.50% alone would give no gap).
    expect(prepaymentPenalty({ ...penaltyDefaults, comparisonRate: 5.5, comparisonBasis: 'posted', discount: 1.5 }, day)).toMatchObject({
      effectiveComparisonRate: 4,
      interestRateDifferential: 12_000,
      penalty: 12_000,
    });
    expect(prepaymentPenalty({ ...penaltyDefaults, comparisonRate: 5.5, discount: 1.5 }, day)).toMatchObject({
      rateGap: 0,
      interestRateDifferential: 0,
      penalty: 5000,
    });
  });

  it('caps a ten-year term at three months’ interest once five years have passed, not a month before', () => {
    // 120 − 60 = 60 months elapsed: the differential 400,000 × 1.5% × 5 = 30,000 gives way to 5,000.
    expect(prepaymentPenalty({ ...penaltyDefaults, termYears: 10, monthsLeft: 60 }, day)).toMatchObject({
      interestRateDifferential: 30_000,
      penalty: 5000,
      interestActCap: true,
    });
    expect(prepaymentPenalty({ ...penaltyDefaults, termYears: 10, monthsLeft: 61 }, day)).toMatchObject({ penalty: 30_500, interestActCap: false });
    // A five-year term is not "longer than five years": no cap at any point.
    expect(prepaymentPenalty({ ...penaltyDefaults, termYears: 5, monthsLeft: 0 }, day)).toMatchObject({ interestActCap: false, penalty: 5000 });
  });

  it('rejects more months left than the term', () => {
    expect(penaltyInput.safeParse({ ...penaltyDefaults, termYears: 3, monthsLeft: 37 }).success).toBe(false);
    expect(penaltyInput.safeParse({ ...penaltyDefaults, termYears: 3, monthsLeft: 36 }).success).toBe(true);
    expect(penaltyInput.safeParse({ ...penaltyDefaults, termYears: 8 }).success).toBe(false);
  });
});
