import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gds, tds } from './debt-service.ts';
import { paymentCents } from './payment.ts';
import { calculateQualification, qualificationDefaults } from './qualification.ts';

const day = '2026-11-29';

describe('calculateQualification (working in docs/calculators/qualification.md)', () => {
  it('finds the largest mortgage at 5.84% under 39%/44% and under the spec’s 32%/40%', () => {
    // Income 100,000 → 8,333.33…/month. 39% → 3,250.00 room; 44% → 3,666.66 (GDS binds).
    // Monthly rate (1 + 0.0584/2)^(1/6) − 1 = 0.00480849077; PV of 3,250.00 × 300 = 515,605.40.
    const result = calculateQualification(qualificationDefaults, day);
    expect(result.qualifyingRate.rate).toBe(5.84);
    expect(result.inForce).toMatchObject({ maxMonthlyPayment: 3250, maxMortgage: 515_605.4, maxPrice: 565_605.4, binding: 'gds' });
    // 32% → 2,666.66 room; PV = 423,059.78.
    expect(result.conservative).toMatchObject({ maxMonthlyPayment: 2666.66, maxMortgage: 423_059.78, maxPrice: 473_059.78, binding: 'gds' });
    expect(result.tested).toBeNull();
  });

  it('tests a mortgage with tax, heating, half the condo fees and debts; TDS binds', () => {
    // Income 120,000 → 10,000/month. Housing 400 + 100 + 300/2 = 650. 39% room 3,900 − 650 = 3,250;
    // 44% room 4,400 − 650 − 1,200 = 2,550 (TDS binds) → PV at 5.84% = 404,551.92.
    // 500,000 at 5.84%: 3,151.63/month; GDS (3,151.63 + 650) / 10,000 = 38.02%, TDS + 1,200 → 50.02%.
    const result = calculateQualification(
      { annualIncome: 120_000, downPayment: 100_000, amortization: 25, rate: 3.84, monthlyPropertyTax: 400, monthlyHeating: 100, monthlyCondoFees: 300, monthlyDebts: 1200, mortgageAmount: 500_000 },
      day,
    );
    expect(result.inForce).toMatchObject({ maxMonthlyPayment: 2550, maxMortgage: 404_551.92, maxPrice: 504_551.92, binding: 'tds' });
    expect(result.tested).toEqual({ mortgage: 500_000, qualifyingPayment: 3151.63, gds: 38.02, tds: 50.02, passes: false, passesConservative: false });
  });

  it('has no room, and nothing passes, without income', () => {
    const result = calculateQualification({ ...qualificationDefaults, annualIncome: 0, mortgageAmount: 100_000 }, day);
    expect(result.inForce).toMatchObject({ maxMonthlyPayment: 0, maxMortgage: 0, maxPrice: 50_000 });
    expect(result.tested).toMatchObject({ gds: 0, tds: 0, passes: false });
  });

  it('never finds a largest mortgage whose qualifying payment fails either ratio', () => {
    const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.record({
          annualIncome: dollars(1_000_000),
          downPayment: dollars(500_000),
          amortization: fc.integer({ min: 1, max: 30 }),
          rate: fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 100),
          monthlyPropertyTax: dollars(2000),
          monthlyHeating: dollars(500),
          monthlyCondoFees: dollars(1500),
          monthlyDebts: dollars(3000),
        }),
        (input) => {
          const result = calculateQualification(input, day);
          const { maxMortgage, limits } = result.inForce;
          const payment = paymentCents({ principal: maxMortgage, ratePercent: result.qualifyingRate.rate, amortizationYears: input.amortization, frequency: 'monthly' });
          const costs = {
            propertyTaxCents: Math.round(input.monthlyPropertyTax * 100),
            heatingCents: Math.round(input.monthlyHeating * 100),
            condoFeesCents: Math.round(input.monthlyCondoFees * 100),
            otherDebtsCents: Math.round(input.monthlyDebts * 100),
          };
          const income = Math.round(input.annualIncome * 100);
          expect(maxMortgage).toBeGreaterThanOrEqual(0);
          if (maxMortgage > 0) {
            // Ratios are shown to two decimals; the exact payment fits, the shown ratio may round up to the limit.
            expect(gds(payment, costs, income)).toBeLessThanOrEqual(limits.gdsPercent + 0.005);
            expect(tds(payment, costs, income)).toBeLessThanOrEqual(limits.tdsPercent + 0.005);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
