import { describe, expect, it } from 'vitest';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { readRawInputs } from './url-inputs';
import { chooseRate, compoundingPerYear, defaultRate, mortgageDefaults, parseMortgageInputs, rateKey } from './mortgage-inputs';

const m = calculatorsMessages.mortgage;
const parse = (query: string) => parseMortgageInputs(readRawInputs(new URLSearchParams(query), mortgageDefaults));

function rate(termMonths: number, rateType: 'fixed' | 'variable', ourRate: number, mortgageType: PublicRate['mortgageType'] = 'Conventional'): PublicRate {
  return {
    id: `${termMonths}-${rateType}-${mortgageType}`,
    province: 'ON',
    provinceName: 'Ontario',
    termMonths,
    termLabel: `${termMonths / 12} year`,
    rateType,
    mortgageType,
    postedRate: ourRate + 1,
    ourRate,
    scrapedAt: '2026-01-01T00:00:00.000Z',
    apr: ourRate,
    asOf: '2025-12-31',
  };
}

describe('parseMortgageInputs', () => {
  it('gives the spec defaults for an empty query: 500,000, Ontario, 25 years, monthly, semi-annual', () => {
    expect(parse('')).toEqual({
      inputs: { amount: 500000, province: 'ON', rateKey: '', customRate: undefined, years: 25, frequency: 'monthly', compounding: 'semi-annual' },
      errors: {},
    });
  });

  it('reads every field of a shared link', () => {
    const { inputs, errors } = parse('amount=350000&province=bc&rate=36-Variable-Conventional&customRate=5.25&years=7&frequency=accelerated-weekly&compounding=monthly');
    expect(errors).toEqual({});
    expect(inputs).toEqual({
      amount: 350000,
      province: 'BC',
      rateKey: '36-variable-conventional',
      customRate: 5.25,
      years: 7,
      frequency: 'accelerated-weekly',
      compounding: 'monthly',
    });
  });

  it('falls back to the default of each invalid field and names it', () => {
    const { inputs, errors } = parse('amount=lots&province=ZZ&customRate=45&years=31&frequency=daily&compounding=hourly');
    expect(inputs).toMatchObject({ amount: 500000, province: 'ON', customRate: undefined, years: 25, frequency: 'monthly', compounding: 'semi-annual' });
    expect(errors).toEqual({
      amount: m.amountInvalid,
      province: m.provinceInvalid,
      customRate: m.customRateInvalid,
      years: m.amortizationInvalid,
      frequency: m.frequencyInvalid,
      compounding: m.compoundingInvalid,
    });
  });

  it('refuses fractional years, negative amounts and a rate with three decimals', () => {
    const { errors } = parse('amount=-5&years=2.5&customRate=5.125');
    expect(Object.keys(errors).sort()).toEqual(['amount', 'customRate', 'years']);
  });

  it('accepts the edges: amount 0, 1 and 30 years, rate 0', () => {
    expect(parse('amount=0&years=1&customRate=0').errors).toEqual({});
    expect(parse('years=30').inputs.years).toBe(30);
  });
});

describe('compoundingPerYear', () => {
  it('maps the four options to periods a year', () => {
    expect(['semi-annual', 'monthly', 'quarterly', 'annual'].map((id) => compoundingPerYear(id as never))).toEqual([2, 12, 4, 1]);
  });
});

describe('rates', () => {
  const today = [rate(12, 'fixed', 5.1), rate(60, 'fixed', 3.94), rate(60, 'fixed', 3.84, 'High-Ratio'), rate(60, 'variable', 4.2)];

  it('keys a rate by term, type and mortgage type', () => {
    expect(rateKey(today[2]!)).toBe('60-fixed-high-ratio');
  });

  it('defaults to the 5-year fixed conventional, else the first rate', () => {
    expect(defaultRate(today)).toBe(today[1]);
    expect(defaultRate([today[3]!, today[0]!])).toBe(today[3]);
    expect(defaultRate([])).toBeUndefined();
  });

  it('uses the rate the link names', () => {
    expect(chooseRate({ rates: today, rateKey: '60-variable-conventional', customRate: undefined })).toEqual({
      ratePercent: 4.2,
      source: 'chosen',
      chosen: today[3],
      error: undefined,
    });
  });

  it('lets a custom rate replace the chosen one, which the select keeps showing', () => {
    expect(chooseRate({ rates: today, rateKey: '', customRate: 6 })).toMatchObject({ ratePercent: 6, source: 'custom', chosen: today[1] });
  });

  it('says so when the named rate is not offered and uses the default one', () => {
    expect(chooseRate({ rates: today, rateKey: '84-fixed-conventional', customRate: undefined })).toMatchObject({
      ratePercent: 3.94,
      source: 'chosen',
      error: m.rateUnavailable,
    });
  });

  it('falls back to the quote default rate (3.94) while no rate list is known, and a custom rate still works', () => {
    expect(chooseRate({ rates: undefined, rateKey: '60-fixed-conventional', customRate: undefined })).toEqual({
      ratePercent: 3.94,
      source: 'fallback',
      chosen: undefined,
      error: undefined,
    });
    expect(chooseRate({ rates: undefined, rateKey: '', customRate: 6 })).toMatchObject({ ratePercent: 6, source: 'custom' });
    expect(chooseRate({ rates: [], rateKey: '', customRate: undefined })).toMatchObject({ ratePercent: 3.94, source: 'fallback' });
  });
});
