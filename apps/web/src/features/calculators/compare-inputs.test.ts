import { describe, expect, it } from 'vitest';
import { compareMortgagesMessages } from '@maple/shared/messages/compare-mortgages';
import { compareScenario, comparisonRules, comparisonScenario } from '@maple/shared/mortgage/comparison';
import { compareDefaults, parseCompareInputs } from './compare-inputs';
import { readRawInputs } from './url-inputs';

const read = (query: string) => parseCompareInputs(readRawInputs(new URLSearchParams(query), compareDefaults));

describe('side-by-side URL inputs', () => {
  it('with no query: two scenarios, the first two defaults', () => {
    const { count, scenarios, errors } = read('');
    expect(errors).toEqual({});
    expect(count).toBe(2);
    expect(scenarios).toEqual(comparisonRules.defaults.slice(0, 2));
  });

  it('one link holds three scenarios', () => {
    const { scenarios, errors } = read('count=3&price3=450000&down3=22500&rate3=5.09&term3=2&years3=30&frequency3=weekly');
    expect(errors).toEqual({});
    expect(scenarios[2]).toEqual({ price: 450_000, downPayment: 22_500, ratePercent: 5.09, termYears: 2, amortizationYears: 30, frequency: 'weekly' });
  });

  it('bad values fall back with a message; every scenario shown is valid and its figures finite and not negative', () => {
    const { count, scenarios, errors } = read('count=9&price1=-1&down2=900000&rate2=x&term1=6&years2=45&frequency1=daily');
    expect(count).toBe(2);
    expect(errors).toMatchObject({ count: compareMortgagesMessages.countInvalid, price1: compareMortgagesMessages.moneyInvalid, down2: compareMortgagesMessages.downPaymentAbovePrice, rate2: compareMortgagesMessages.rateInvalid });
    expect(Object.keys(errors).sort()).toEqual(['count', 'down2', 'frequency1', 'price1', 'rate2', 'term1', 'years2']);
    for (const scenario of scenarios) {
      expect(comparisonScenario.safeParse(scenario).success).toBe(true);
      for (const value of Object.values(compareScenario(scenario))) {
        if (typeof value === 'number') expect(Number.isFinite(value) && value >= 0).toBe(true);
      }
    }
  });
});
