import { describe, expect, it } from 'vitest';
import { stressTestMessages } from '@maple/shared/messages/stress-test';
import { parseStressTestInputs, stressTestDefaults } from './stress-test-inputs';

describe('parseStressTestInputs', () => {
  it('reads the defaults: no mortgage to test, no straight switch, costs 0', () => {
    expect(parseStressTestInputs(stressTestDefaults)).toEqual({
      inputs: {
        annualIncome: 100_000,
        downPayment: 50_000,
        amortization: 25,
        rate: 3.84,
        monthlyPropertyTax: 0,
        monthlyHeating: 0,
        monthlyCondoFees: 0,
        monthlyDebts: 0,
        mortgageAmount: undefined,
        straightSwitch: false,
      },
      errors: {},
    });
  });

  it('falls back to each default with a message on bad text (decision 005)', () => {
    const { inputs, errors } = parseStressTestInputs({ ...stressTestDefaults, income: 'lots', rate: '3.845', condo: '-5', mortgage: 'Infinity', switch: 'maybe', years: '45' });
    expect(inputs).toMatchObject({ annualIncome: 100_000, rate: 3.84, monthlyCondoFees: 0, mortgageAmount: undefined, straightSwitch: false, amortization: 25 });
    expect(errors).toEqual({
      income: stressTestMessages.moneyInvalid,
      rate: stressTestMessages.rateInvalid,
      condo: stressTestMessages.moneyInvalid,
      mortgage: stressTestMessages.moneyInvalid,
      switch: stressTestMessages.switchInvalid,
      years: stressTestMessages.amortizationInvalid,
    });
  });

  it('reads people’s number text and a ticked switch', () => {
    const { inputs, errors } = parseStressTestInputs({ ...stressTestDefaults, mortgage: '$450,000', condo: '300', switch: '1' });
    expect(errors).toEqual({});
    expect(inputs).toMatchObject({ mortgageAmount: 450_000, monthlyCondoFees: 300, straightSwitch: true });
  });
});
