import { describe, expect, it } from 'vitest';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { exampleSentence, ratesAsOfText } from './rate-disclosure';
import { bestRateText, lowerSide, lowestRatesByTerm, ratesOfType } from './rate-summary';

let n = 0;
function rate(over: Partial<PublicRate>): PublicRate {
  const termMonths = over.termMonths ?? 60;
  return {
    id: `r${n++}`,
    province: 'ON',
    provinceName: 'Ontario',
    termMonths,
    termLabel: `${termMonths / 12} year`,
    rateType: 'fixed',
    mortgageType: 'Conventional',
    postedRate: 5.49,
    ourRate: 3.94,
    scrapedAt: '2026-11-21T00:00:00.000Z',
    apr: Math.round(((over.ourRate ?? 3.94) + 0.05) * 1000) / 1000,
    asOf: '2026-11-20',
    ...over,
  };
}

describe('rate summaries', () => {
  const rates = [
    rate({ termMonths: 12, rateType: 'fixed', ourRate: 5.21 }),
    rate({ termMonths: 12, rateType: 'variable', ourRate: 5.42 }),
    rate({ termMonths: 60, rateType: 'fixed', ourRate: 3.91 }),
    rate({ termMonths: 60, rateType: 'fixed', mortgageType: 'High-Ratio', ourRate: 3.84 }),
    rate({ termMonths: 60, rateType: 'variable', ourRate: 4.32 }),
    rate({ termMonths: 120, rateType: 'fixed', ourRate: 5.29 }),
    rate({ termMonths: 36, rateType: 'variable', ourRate: 4.67 }),
  ];

  it('keeps the API order within a rate type', () => {
    expect(ratesOfType(rates, 'fixed').map((r) => r.ourRate)).toEqual([5.21, 3.91, 3.84, 5.29]);
    expect(ratesOfType(rates, 'variable').map((r) => r.termMonths)).toEqual([12, 60, 36]);
  });

  it('gives the lowest fixed and variable rate per term, standard terms first', () => {
    expect(lowestRatesByTerm(rates)).toEqual([
      { termMonths: 12, termLabel: '1 year', fixed: 5.21, variable: 5.42, fixedApr: 5.26, variableApr: 5.47 },
      { termMonths: 36, termLabel: '3 year', fixed: null, variable: 4.67, fixedApr: null, variableApr: 4.72 },
      { termMonths: 60, termLabel: '5 year', fixed: 3.84, variable: 4.32, fixedApr: 3.89, variableApr: 4.37 },
      { termMonths: 120, termLabel: '10 year', fixed: 5.29, variable: null, fixedApr: 5.34, variableApr: null },
    ]);
    expect(lowestRatesByTerm([])).toEqual([]);
  });

  it('says which side is lower', () => {
    expect(lowerSide({ fixed: 3.84, variable: 4.32 })).toBe('fixed');
    expect(lowerSide({ fixed: 5, variable: 4.5 })).toBe('variable');
    expect(lowerSide({ fixed: 4, variable: 4 })).toBeNull();
    expect(lowerSide({ fixed: null, variable: 4 })).toBeNull();
  });

  it('writes the best-rate badge to 2 decimals with term and type', () => {
    expect(bestRateText({ ourRate: 3.84, termMonths: 60, rateType: 'fixed' })).toBe('3.84% · 5 year fixed');
    expect(bestRateText({ ourRate: 4.1, termMonths: 36, rateType: 'variable' })).toBe('4.10% · 3 year variable');
    expect(bestRateText({ ourRate: 3.845, termMonths: 60, rateType: 'fixed' })).toBe('3.85% · 5 year fixed');
  });
});

describe('the disclosure beside the rates (issue 27)', () => {
  it('is as of the latest day any of the rates was set, whatever their order, and nothing without rates', () => {
    const rates = [rate({ asOf: '2026-11-20' }), rate({ asOf: '2026-11-25' }), rate({ asOf: '2026-11-24' })];
    expect(ratesAsOfText(rates)).toBe('Rates as of November 25, 2026');
    expect(ratesAsOfText([])).toBeUndefined();
  });

  it("says the example's amount, amortization and fees in all", () => {
    const example = { amount: 400_000, amortizationYears: 25, fees: { appraisal: 0, lender: 0, brokerage: 0, legal: 0 } };
    expect(exampleSentence(example)).toBe('APR based on a representative example of a $400,000 mortgage amortized over 25 years with monthly payments and $0 of fees.');
    expect(exampleSentence({ amount: 350_000.5, amortizationYears: 30, fees: { appraisal: 450, lender: 0, brokerage: 500.25, legal: 1_200 } })).toBe(
      'APR based on a representative example of a $350,000.50 mortgage amortized over 30 years with monthly payments and $2,150.25 of fees.',
    );
  });
});
