import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affordabilityInput, calculateAffordability } from './affordability.ts';
import { mortgageRules } from './rules.ts';

describe('calculateAffordability', () => {
  it('uses the GDS room at the calculator defaults', () => {
    // 100,000 / 12 × 32% = 2,666.666… → 2,666.66; TDS room 3,333.33 is larger.
    expect(calculateAffordability(mortgageRules.affordability.defaults)).toEqual({
      maxMonthlyPayment: 2666.66,
      maxMortgage: 465_767.47,
      maxPrice: 485_767.47,
      monthlyPayment: 2666.66,
      gdsRatio: 32,
      tdsRatio: 32,
      limitedBy: 'gds',
    });
  });

  it('uses the TDS room when debts are heavy', () => {
    const result = calculateAffordability({
      ...mortgageRules.affordability.defaults,
      monthlyDebts: 1000,
      monthlyPropertyTax: 300,
      monthlyHeating: 100,
    });
    // GDS: 2,666.67 − 400 = 2,266.67; TDS: 3,333.33 − 400 − 1,000 = 1,933.33.
    expect(result).toEqual({
      maxMonthlyPayment: 1933.33,
      maxMortgage: 337_681.68,
      maxPrice: 357_681.68,
      monthlyPayment: 1933.33,
      gdsRatio: 28,
      tdsRatio: 40,
      limitedBy: 'tds',
    });
  });

  it('floors the room at zero', () => {
    expect(calculateAffordability({ ...mortgageRules.affordability.defaults, annualIncome: 0 })).toEqual({
      maxMonthlyPayment: 0,
      maxMortgage: 0,
      maxPrice: 20_000,
      monthlyPayment: 0,
      gdsRatio: 0,
      tdsRatio: 0,
      limitedBy: 'gds',
    });
  });

  it('borrows payment × months at 0%', () => {
    expect(calculateAffordability({ annualIncome: 120_000, downPayment: 0, amortization: 25, rate: 0 })).toMatchObject({
      maxMonthlyPayment: 3200,
      maxMortgage: 960_000,
    });
  });
});

describe('affordabilityInput', () => {
  it('defaults the monthly costs to 0', () => {
    expect(affordabilityInput.parse(mortgageRules.affordability.defaults)).toEqual({
      ...mortgageRules.affordability.defaults,
      monthlyDebts: 0,
      monthlyPropertyTax: 0,
      monthlyHeating: 0,
    });
  });

  it('rejects out-of-range values', () => {
    const ok = mortgageRules.affordability.defaults;
    expect(affordabilityInput.safeParse({ ...ok, amortization: 31 }).success).toBe(false);
    expect(affordabilityInput.safeParse({ ...ok, rate: 4.845 }).success).toBe(false);
    expect(affordabilityInput.safeParse({ ...ok, annualIncome: -1 }).success).toBe(false);
    expect(affordabilityInput.safeParse({ ...ok, monthlyDebts: -5 }).success).toBe(false);
  });
});

describe('properties', () => {
  const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

  it('never gives a payment above either ratio’s room', () => {
    fc.assert(
      fc.property(
        fc.record({
          annualIncome: dollars(2_000_000),
          downPayment: dollars(1_000_000),
          amortization: fc.integer({ min: 1, max: 30 }),
          rate: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
          monthlyDebts: dollars(5_000),
          monthlyPropertyTax: dollars(2_000),
          monthlyHeating: dollars(500),
        }),
        (input) => {
          const result = calculateAffordability(input);
          const income = input.annualIncome / 12;
          const housing = input.monthlyPropertyTax + input.monthlyHeating;
          const gdsRoom = income * 0.32 - housing;
          const tdsRoom = income * 0.4 - housing - input.monthlyDebts;
          const slack = 1e-6; // binary noise in the test's own arithmetic, far below a cent
          expect(result.monthlyPayment).toBeGreaterThanOrEqual(0);
          expect(result.monthlyPayment).toBeLessThanOrEqual(result.maxMonthlyPayment);
          expect(result.monthlyPayment).toBeLessThanOrEqual(Math.max(0, gdsRoom) + slack);
          expect(result.monthlyPayment).toBeLessThanOrEqual(Math.max(0, tdsRoom) + slack);
          if (result.monthlyPayment > 0) {
            expect(result.gdsRatio).toBeLessThanOrEqual(32);
            expect(result.tdsRatio).toBeLessThanOrEqual(40);
          }
          expect(result.maxPrice).toBeCloseTo(result.maxMortgage + input.downPayment, 2);
        },
      ),
      { numRuns: 500 },
    );
  });
});
