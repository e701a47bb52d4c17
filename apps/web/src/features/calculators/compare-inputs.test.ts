import { describe, expect, it } from 'vitest';
import { compareMortgagesMessages } from '@maple/shared/messages/compare-mortgages';
import { compareScenario, comparisonRules, comparisonScenario } from '@maple/shared/mortgage/comparison';
import { compareDefaults, parseCompareInputs } from './compare-inputs';
import { readRawInputs } from './url-inputs';

const read = (query: string) => parseCompareInputs(readRawInputs(new URLSearchParams(query), compareDefaults));
// Any day under the insured-mortgage rules in force since 15 December 2024 (the page uses today).
const on = '2026-06-01';

describe('side-by-side URL inputs', () => {
  it('with no query: two scenarios, the first two defaults', () => {
    const { count, firstTimeOrNewBuild, scenarios, errors } = read('');
    expect(errors).toEqual({});
    expect(count).toBe(2);
    expect(firstTimeOrNewBuild).toBe(false);
    expect(scenarios).toEqual(comparisonRules.defaults.slice(0, 2));
  });

  it('the third default is insured (10 % down, 25 years, 16,740.00) and no default is uninsurable', () => {
    const { scenarios, firstTimeOrNewBuild } = read('count=3');
    const results = scenarios.map((s) => compareScenario(s, { firstTimeOrNewBuild, on }));
    expect(results.map((r) => r.notInsurable)).toEqual([[], [], []]);
    expect(results.map((r) => r.premium)).toEqual([0, 0, 16_740]);
  });

  it('firstOrNew=yes: 30 years insured with the 0.20 % surcharge (3.30 % of 540,000 = 17,820.00); a bad answer falls back to no with a message', () => {
    const eligible = read('count=3&firstOrNew=yes&years3=30');
    expect(eligible.errors).toEqual({});
    expect(eligible.firstTimeOrNewBuild).toBe(true);
    const r = compareScenario(eligible.scenarios[2]!, { firstTimeOrNewBuild: eligible.firstTimeOrNewBuild, on });
    expect(r).toMatchObject({ premium: 17_820, surchargePercent: 0.2, notInsurable: [] });

    const bad = read('count=3&firstOrNew=maybe&years3=30');
    expect(bad.errors).toEqual({ firstOrNew: compareMortgagesMessages.yesNoInvalid });
    expect(bad.firstTimeOrNewBuild).toBe(false);
    const flagged = compareScenario(bad.scenarios[2]!, { firstTimeOrNewBuild: bad.firstTimeOrNewBuild, on });
    expect(flagged).toMatchObject({ premium: 0, notInsurable: ['amortization-too-long'] });
  });

  it('one link holds three scenarios', () => {
    const { scenarios, errors } = read('count=3&price3=450000&down3=22500&rate3=5.09&term3=2&years3=30&frequency3=weekly');
    expect(errors).toEqual({});
    expect(scenarios[2]).toEqual({ price: 450_000, downPayment: 22_500, ratePercent: 5.09, termYears: 2, amortizationYears: 30, frequency: 'weekly' });
  });

  it('bad values fall back with a message; every scenario shown is valid and its figures finite and not negative', () => {
    const { count, firstTimeOrNewBuild, scenarios, errors } = read('count=9&price1=-1&down2=900000&rate2=x&term1=6&years2=45&frequency1=daily');
    expect(count).toBe(2);
    expect(errors).toMatchObject({ count: compareMortgagesMessages.countInvalid, price1: compareMortgagesMessages.moneyInvalid, down2: compareMortgagesMessages.downPaymentAbovePrice, rate2: compareMortgagesMessages.rateInvalid });
    expect(Object.keys(errors).sort()).toEqual(['count', 'down2', 'frequency1', 'price1', 'rate2', 'term1', 'years2']);
    for (const scenario of scenarios) {
      expect(comparisonScenario.safeParse(scenario).success).toBe(true);
      for (const value of Object.values(compareScenario(scenario, { firstTimeOrNewBuild, on }))) {
        if (typeof value === 'number') expect(Number.isFinite(value) && value >= 0).toBe(true);
      }
    }
  });
});
