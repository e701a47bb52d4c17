import { describe, expect, it } from 'vitest';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { bestRateText, lowerSide, lowestRatesByTerm, newestScrape, ratesOfType } from './rate-summary';

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
      { termMonths: 12, termLabel: '1 year', fixed: 5.21, variable: 5.42 },
      { termMonths: 36, termLabel: '3 year', fixed: null, variable: 4.67 },
      { termMonths: 60, termLabel: '5 year', fixed: 3.84, variable: 4.32 },
      { termMonths: 120, termLabel: '10 year', fixed: 5.29, variable: null },
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
    expect(bestRateText({ ourRate: 3.84, termLabel: '5 year', rateType: 'fixed' })).toBe('3.84% · 5 year fixed');
    expect(bestRateText({ ourRate: 4.1, termLabel: '3 year', rateType: 'variable' })).toBe('4.10% · 3 year variable');
    expect(bestRateText({ ourRate: 3.845, termLabel: '5 year', rateType: 'fixed' })).toBe('3.85% · 5 year fixed');
  });
});

describe('newestScrape', () => {
  it('is when the newest of the rates was read, whatever their order, and nothing without rates', () => {
    const rates = [rate({ scrapedAt: '2026-11-20T15:00:00.000Z' }), rate({ scrapedAt: '2026-11-25T04:30:00.000Z' }), rate({ scrapedAt: '2026-11-24T23:59:00.000Z' })];
    expect(newestScrape(rates)).toBe('2026-11-25T04:30:00.000Z');
    expect(newestScrape([])).toBeUndefined();
  });
});
