import { describe, expect, it } from 'vitest';
import { compareScenario, comparisonScenario } from './comparison.ts';

// Working in docs/calculators/side-by-side.md.
describe('compareScenario', () => {
  it('an insured scenario: the issue premium vector, then the term figures', () => {
    const r = compareScenario({ price: 500_000, downPayment: 50_000, ratePercent: 5, termYears: 5, amortizationYears: 25, frequency: 'monthly' });
    // 10 % down → 3.10 % of 450,000 = 13,950.00 added to the loan.
    expect(r.premium).toBe(13_950);
    expect(r.mortgage).toBe(463_950);
    expect(r.payment).toBe(2698.36);
    expect(r.interestOverTerm).toBe(108_581.94);
    // 463,950 − 53,319.66 paid off in 60 payments.
    expect(r.principalOverTerm).toBe(53_319.66);
    expect(r.balanceAtTermEnd).toBe(410_630.34);
    // 50,000 down + 300 payments (463,950 + 345,555.96 interest).
    expect(r.totalInterest).toBe(345_555.96);
    expect(r.totalCost).toBe(859_505.96);
  });

  it('20 % down pays no premium', () => {
    const r = compareScenario({ price: 600_000, downPayment: 120_000, ratePercent: 5, termYears: 5, amortizationYears: 25, frequency: 'monthly' });
    expect(r.premium).toBe(0);
    expect(r.mortgage).toBe(480_000);
    expect(r.payment).toBe(2791.7);
    expect(r.balanceAtTermEnd).toBe(424_836.28);
    expect(r.totalCost).toBe(957_512.28);
  });

  it('a term longer than the amortization leaves no balance', () => {
    const r = compareScenario({ price: 100_000, downPayment: 20_000, ratePercent: 4, termYears: 10, amortizationYears: 5, frequency: 'monthly' });
    expect(r.balanceAtTermEnd).toBe(0);
    expect(r.principalOverTerm).toBe(80_000);
  });

  it('a down payment above the price is no loan, not a negative one', () => {
    const r = compareScenario({ price: 100_000, downPayment: 150_000, ratePercent: 4, termYears: 5, amortizationYears: 25, frequency: 'weekly' });
    expect(r.mortgage).toBe(0);
    expect(r.payment).toBe(0);
    expect(r.totalCost).toBe(100_000);
    expect(comparisonScenario.safeParse({ price: 100_000, downPayment: 150_000, ratePercent: 4, termYears: 5, amortizationYears: 25, frequency: 'weekly' }).success).toBe(false);
  });

  it('flags a down payment below the minimum', () => {
    const r = compareScenario({ price: 700_000, downPayment: 35_000, ratePercent: 4, termYears: 5, amortizationYears: 25, frequency: 'monthly' });
    // 5 % of 500,000 + 10 % of 200,000 = 45,000.
    expect(r.minimumDownPayment).toBe(45_000);
    expect(r.belowMinimumDownPayment).toBe(true);
  });
});
