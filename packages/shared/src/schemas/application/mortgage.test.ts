import { describe, expect, it } from 'vitest';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { termLabel } from '../../terms.ts';
import { mortgageStep, mortgageTermOptions } from './mortgage.ts';

const m = applicationStepsMessages.mortgage;
const today = '2026-11-24';
const step = mortgageStep(today);
const fixed = { amount: 599_920, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: '2027-02-26' };

function refusals(value: unknown) {
  const result = step.safeParse(value);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(value)}`);
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the mortgage step', () => {
  it('takes a fixed mortgage closing today or later', () => {
    expect(step.parse(fixed)).toEqual(fixed);
    expect(step.safeParse({ ...fixed, closingDate: today }).success).toBe(true);
  });

  it('takes a HELOC without a term or an amortization, and asks both of every other type', () => {
    expect(step.safeParse({ amount: 150_000, type: 'heloc', closingDate: '2027-01-15' }).success).toBe(true);
    expect(refusals({ ...fixed, type: 'variable', termMonths: undefined, amortizationYears: undefined })).toEqual([
      { path: 'termMonths', message: m.errors.termMonths },
      { path: 'amortizationYears', message: m.errors.amortizationYears },
    ]);
  });

  it.each([
    ['amount', 0, m.errors.amount],
    ['amount', 599_920.555, m.errors.amount],
    ['termMonths', 5, m.errors.termMonths],
    ['termMonths', 121, m.errors.termMonths],
    ['termMonths', 60.5, m.errors.termMonths],
    ['type', 'reverse', m.errors.type],
    ['amortizationYears', 4, m.errors.amortizationYears],
    ['amortizationYears', 31, m.errors.amortizationYears],
    ['amortizationYears', 25.5, m.errors.amortizationYears],
    ['closingDate', '2026-11-23', m.errors.closingDatePast],
    ['closingDate', '2027-02-29', m.errors.closingDate],
    ['closingDate', '', m.errors.closingDate],
  ])('refuses %s = %j with its own message', (field, value, message) => {
    expect(refusals({ ...fixed, [field]: value })).toEqual([{ path: field, message }]);
  });

  it('offers terms that terms.ts can name', () => {
    expect(mortgageTermOptions.map((months) => termLabel(months))).toEqual(['6 months', '1 year', '2 year', '3 year', '4 year', '5 year', '6 year', '7 year', '10 year']);
    for (const termMonths of mortgageTermOptions) expect(step.safeParse({ ...fixed, termMonths }).success).toBe(true);
  });
});
