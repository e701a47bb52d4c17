import { describe, expect, it } from 'vitest';
import { prepaymentMessages } from '@maple/shared/messages/prepayment';
import { prepaymentSchedule } from '@maple/shared/mortgage/prepayment';
import { parsePrepaymentInputs, prepaymentDefaults } from './prepayment-inputs';
import { readRawInputs } from './url-inputs';

const read = (query: string) => parsePrepaymentInputs(readRawInputs(new URLSearchParams(query), prepaymentDefaults));

describe('prepayment calculator URL inputs', () => {
  it('a shared link reproduces the plan', () => {
    const { inputs, errors } = read('amount=400,000&rate=5.5&years=30&frequency=accelerated-weekly&extra=200&yearly=&once=20000&onceYear=4&lumpLimit=20&increaseLimit=100');
    expect(errors).toEqual({});
    expect(inputs).toEqual({
      principal: 400_000,
      ratePercent: 5.5,
      amortizationYears: 30,
      frequency: 'accelerated-weekly',
      extraPayment: 200,
      annualLumpSum: 0,
      oneOffLumpSum: 20_000,
      oneOffYear: 4,
      lumpSumPrivilegePercent: 20,
      paymentIncreasePrivilegePercent: 100,
    });
  });

  it('bad values fall back to their defaults with a message, and nothing computed is NaN or negative', () => {
    const { inputs, errors } = read('amount=-5&rate=abc&years=99&frequency=daily&extra=1e400&yearly=-1&onceYear=0&lumpLimit=150&increaseLimit=NaN');
    expect(Object.keys(errors).sort()).toEqual(['amount', 'extra', 'frequency', 'increaseLimit', 'lumpLimit', 'onceYear', 'rate', 'yearly', 'years'].sort());
    expect(errors.rate).toBe(prepaymentMessages.rateInvalid);
    expect(inputs.principal).toBe(500_000);
    const r = prepaymentSchedule(inputs);
    for (const value of [r.interestSaved, r.monthsSaved, r.totalInterest, r.regularPayment, r.payoffMonths]) {
      expect(Number.isFinite(value) && value >= 0).toBe(true);
    }
  });
});
