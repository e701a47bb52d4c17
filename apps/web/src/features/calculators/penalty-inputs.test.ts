import { describe, expect, it } from 'vitest';
import { mortgagePenaltyMessages } from '@maple/shared/messages/mortgage-penalty';
import { parsePenaltyInputs, penaltyRawDefaults } from './penalty-inputs';

describe('parsePenaltyInputs', () => {
  it('reads the defaults: the issue’s vector ($400,000 at 5%, 3.50% with 36 months left)', () => {
    expect(parsePenaltyInputs(penaltyRawDefaults)).toEqual({
      inputs: { balance: 400_000, rate: 5, rateType: 'fixed', termYears: 5, monthsLeft: 36, comparisonRate: 3.5, comparisonBasis: 'discounted', discount: 0 },
      errors: {},
    });
  });

  it('falls back with a message on bad text, and never keeps more months left than the term', () => {
    const { inputs, errors } = parsePenaltyInputs({ ...penaltyRawDefaults, balance: '-1', type: 'floating', term: '2', left: '30', basis: 'x', discount: 'NaN' });
    // A two-year term has 24 months: 30 is refused and the default 36 is cut to 24.
    expect(inputs).toMatchObject({ balance: 400_000, rateType: 'fixed', termYears: 2, monthsLeft: 24, comparisonBasis: 'discounted', discount: 0 });
    expect(errors).toEqual({
      balance: mortgagePenaltyMessages.moneyInvalid,
      type: mortgagePenaltyMessages.choiceInvalid,
      left: mortgagePenaltyMessages.monthsInvalid,
      basis: mortgagePenaltyMessages.choiceInvalid,
      discount: mortgagePenaltyMessages.rateInvalid,
    });
  });

  it('refuses part months', () => {
    expect(parsePenaltyInputs({ ...penaltyRawDefaults, left: '12.5' }).errors).toEqual({ left: mortgagePenaltyMessages.monthsInvalid });
  });
});
