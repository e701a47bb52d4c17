import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualPercentageRate, monthlyCostRate, type AprTerms } from './apr.ts';

// The vectors of issue 27, worked in docs/decisions/044-apr-cost-of-borrowing.md.
const example: AprTerms = { principal: 400_000, ratePercent: 5, compounding: 'semi-annual', amortizationYears: 25, termMonths: 60, fees: 0 };

describe('5.00% fixed, $400,000 over 25 years, monthly payments', () => {
  it('is the rate itself with no fees (s. 4)', () => {
    for (const termMonths of [12, 36, 60, 120]) expect(annualPercentageRate({ ...example, termMonths })).toBe(5);
  });

  it('adds $1,000 of fees over the term: 5-year 5.054, 3-year 5.088, 1-year 5.258', () => {
    const withFees = { ...example, fees: 1_000 };
    expect(annualPercentageRate({ ...withFees, termMonths: 60 })).toBe(5.054);
    expect(annualPercentageRate({ ...withFees, termMonths: 36 })).toBe(5.088);
    expect(annualPercentageRate({ ...withFees, termMonths: 12 })).toBe(5.258);
  });

  it('works A out per payment period: interest charged and fees over the term, over the average principal', () => {
    // 5-year: interest charged $93,615.23 (60 periods, each to the cent), average principal $378,342.81.
    expect(monthlyCostRate({ ...example, fees: 1_000 })).toBeCloseTo(5.00156, 5);
    expect(monthlyCostRate(example)).toBeCloseTo(4.9487, 4); // 5% semi-annual is 4.9487% monthly
  });

  it('moves by less than 0.001 for a $1 fee', () => {
    for (const termMonths of [12, 36, 60]) {
      const without = monthlyCostRate({ ...example, termMonths });
      const withDollar = monthlyCostRate({ ...example, termMonths, fees: 1 });
      expect(withDollar - without).toBeGreaterThan(0);
      expect(withDollar - without).toBeLessThan(0.001);
      expect(annualPercentageRate({ ...example, termMonths, fees: 1 })).toBe(5);
    }
  });
});

describe('a variable rate', () => {
  it('states A as it is, compounded monthly like the rate', () => {
    const variable: AprTerms = { ...example, compounding: 'monthly', ratePercent: 4.5 };
    expect(annualPercentageRate(variable)).toBe(4.5);
    expect(annualPercentageRate({ ...variable, fees: 1_000 })).toBeCloseTo(monthlyCostRate({ ...variable, fees: 1_000 }), 3);
    expect(annualPercentageRate({ ...variable, fees: 1_000 })).toBeGreaterThan(4.55);
  });
});

describe('edge cases', () => {
  it('ends the term when a short amortization repays the loan first', () => {
    const short = { ...example, amortizationYears: 5, fees: 1_000 };
    expect(annualPercentageRate({ ...short, termMonths: 120 })).toBe(annualPercentageRate({ ...short, termMonths: 60 }));
  });

  it('answers the rate for nothing borrowed, and the fees alone at 0%', () => {
    expect(annualPercentageRate({ ...example, principal: 0, fees: 1_000 })).toBe(5);
    expect(annualPercentageRate({ ...example, ratePercent: 0 })).toBe(0);
    expect(annualPercentageRate({ ...example, ratePercent: 0, fees: 1_000 })).toBeGreaterThan(0);
  });
});

describe('never understates the cost', () => {
  const terms = fc.record({
    principal: fc.integer({ min: 10_000, max: 5_000_000 }),
    ratePercent: fc.integer({ min: 0, max: 15_000 }).map((n) => n / 1000),
    compounding: fc.constantFrom<AprTerms['compounding']>('semi-annual', 'monthly'),
    amortizationYears: fc.integer({ min: 1, max: 30 }),
    termMonths: fc.integer({ min: 1, max: 120 }),
    fees: fc.integer({ min: 0, max: 50_000 }),
  });

  it('is at least the rate when the fees are 0 or more', () => {
    fc.assert(fc.property(terms, (t) => annualPercentageRate(t) >= t.ratePercent));
  });

  it('grows with the fees', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 10_000 }), (t, more) => annualPercentageRate({ ...t, fees: t.fees + more }) >= annualPercentageRate(t)),
    );
  });
});
