import { describe, expect, it } from 'vitest';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { affordabilityDefaults, parseAffordabilityInputs } from './affordability-inputs';
import { readRawInputs } from './url-inputs';

const m = calculatorsMessages.affordability;
const parse = (query: string) => parseAffordabilityInputs(readRawInputs(new URLSearchParams(query), affordabilityDefaults));

describe('parseAffordabilityInputs', () => {
  it('gives the spec defaults: income 100,000, down 20,000, 25 years, 4.84%, no monthly costs', () => {
    expect(parse('')).toEqual({
      inputs: { annualIncome: 100000, downPayment: 20000, amortization: 25, rate: 4.84, monthlyDebts: 0, monthlyPropertyTax: 0, monthlyHeating: 0 },
      errors: {},
    });
  });

  it('reads a shared link', () => {
    expect(parse('income=150000&down=60000&years=30&rate=5.5&debts=400&tax=350&heating=120').inputs).toEqual({
      annualIncome: 150000,
      downPayment: 60000,
      amortization: 30,
      rate: 5.5,
      monthlyDebts: 400,
      monthlyPropertyTax: 350,
      monthlyHeating: 120,
    });
  });

  it('only offers the listed amortization periods', () => {
    expect(parse('years=6')).toMatchObject({ inputs: { amortization: 25 }, errors: { years: m.amortizationInvalid } });
    expect(parse('years=7').errors).toEqual({});
  });

  it('falls back field by field, with a message each', () => {
    const { inputs, errors } = parse('income=&down=-1&rate=31&debts=abc');
    expect(inputs).toMatchObject({ annualIncome: 100000, downPayment: 20000, rate: 4.84, monthlyDebts: 0 });
    expect(errors).toEqual({ income: m.moneyInvalid, down: m.moneyInvalid, rate: m.rateInvalid, debts: m.moneyInvalid });
  });
});
