import { describe, expect, it } from 'vitest';
import { calculateQuote, quoteCalculatorInput, quoteOutputs, quoteValidationMessages } from './quote.ts';
import type { QuoteTerms } from './quote.ts';
import { mortgageRules } from './rules.ts';

const allZero = {
  cmhcInsurance: 0,
  totalMortgage: 0,
  periodicPayment: 0,
  totalPayments: 0,
  totalInterest: 0,
  payoffYears: 0,
};

// 20% down on 625,000 leaves exactly the published 500,000 loan.
const uninsured: QuoteTerms = {
  price: 625_000,
  downPayment: 125_000,
  amortization: 25,
  mortgageRate: 6,
  paymentFrequency: 'monthly',
};

describe('calculateQuote', () => {
  it('matches the published monthly figure in whole dollars', () => {
    expect(quoteOutputs.parse(calculateQuote(uninsured))).toEqual({
      cmhcInsurance: 0,
      totalMortgage: 500_000,
      periodicPayment: 3199, // 3,199.03
      totalPayments: 300,
      totalInterest: 459_711, // 459,711.23
      payoffYears: 25,
    });
  });

  it('pays off early on accelerated bi-weekly', () => {
    expect(calculateQuote({ ...uninsured, paymentFrequency: 'accelerated-bi-weekly' })).toMatchObject({
      periodicPayment: 1600, // 1,599.52
      totalPayments: 547,
      totalInterest: 374_628, // 374,627.78
      payoffYears: 21,
    });
  });

  it('adds the premium to the mortgage under 20% down', () => {
    const result = calculateQuote({ ...uninsured, price: 500_000, downPayment: 50_000, mortgageRate: 3.94 });
    expect(result).toEqual({
      cmhcInsurance: 13_950, // 3.1% of 450,000
      totalMortgage: 463_950,
      periodicPayment: 2425,
      totalPayments: 300,
      totalInterest: 263_672,
      payoffYears: 25,
      downPaymentPercent: 10,
      minimumDownPayment: 25_000,
      belowMinimumDownPayment: false,
    });
  });

  it('warns below the minimum down payment', () => {
    const result = calculateQuote({ ...uninsured, price: 500_000, downPayment: 20_000 });
    expect(result).toMatchObject({ cmhcInsurance: 19_200, totalMortgage: 499_200, belowMinimumDownPayment: true });
    expect(result.downPaymentPercent).toBe(4);
  });

  it('gives all outputs zero when the price or the down payment is zero', () => {
    expect(quoteOutputs.parse(calculateQuote({ ...uninsured, price: 0 }))).toEqual(allZero);
    expect(quoteOutputs.parse(calculateQuote({ ...uninsured, downPayment: 0 }))).toEqual(allZero);
    expect(quoteOutputs.parse(calculateQuote({ ...uninsured, price: 0, downPayment: 0 }))).toEqual(allZero);
  });

  it('has no loan when the down payment covers the price', () => {
    expect(calculateQuote({ ...uninsured, downPayment: 625_000 })).toMatchObject(allZero);
  });
});

describe('quoteCalculatorInput', () => {
  const valid = { ...uninsured, ...mortgageRules.quote.defaults };

  it('accepts the dialog defaults', () => {
    expect(quoteCalculatorInput.parse(valid)).toEqual(valid);
  });

  it('rejects a down payment above the price, on the down payment field', () => {
    const result = quoteCalculatorInput.safeParse({ ...valid, downPayment: 625_000.01 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['downPayment'], message: quoteValidationMessages.downPaymentAbovePrice }),
    ]);
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['a price over 100,000,000', { price: 100_000_000.01 }],
    ['a 0-year amortization', { amortization: 0 }],
    ['a 31-year amortization', { amortization: 31 }],
    ['a fractional amortization', { amortization: 25.5 }],
    ['a rate over 30%', { mortgageRate: 30.01 }],
    ['a rate finer than 0.01', { mortgageRate: 3.945 }],
    ['an unknown frequency', { paymentFrequency: 'daily' }],
    ['a location outside the hero list', { location: 'Nova Scotia' }],
  ])('rejects %s', (_label, change) => {
    expect(quoteCalculatorInput.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('accepts every frequency and hero location', () => {
    for (const paymentFrequency of mortgageRules.paymentFrequencies.map((f) => f.id)) {
      expect(quoteCalculatorInput.safeParse({ ...valid, paymentFrequency }).success).toBe(true);
    }
    for (const location of mortgageRules.quote.locations) {
      expect(quoteCalculatorInput.safeParse({ ...valid, location }).success).toBe(true);
    }
  });
});
