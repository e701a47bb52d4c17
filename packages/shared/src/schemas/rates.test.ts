import { describe, expect, it } from 'vitest';
import { normaliseRateInput, ratesQuery } from './rates.ts';

describe('normaliseRateInput', () => {
  it.each([
    ['5 year', 60],
    ['5-year', 60],
    ['5 Year', 60],
    ['5yr', 60],
    ['5 YRS', 60],
    [' 7 years ', 84],
    ['1', 12],
    [3, 36],
    ['18 months', 18],
  ])('reads the term %j as %i months', (term, months) => {
    expect(normaliseRateInput({ province: 'ON', term, rateType: 'fixed', postedRate: 5, ourRate: 4 }).termMonths).toBe(months);
  });

  it('reads province names, type casings and numeric strings into the stored shape', () => {
    expect(normaliseRateInput({ province: 'British Columbia', term: '3 Year', rateType: 'Variable', mortgageType: 'high ratio', postedRate: '6.2049', ourRate: 4.7 })).toEqual({
      province: 'BC',
      termMonths: 36,
      rateType: 'variable',
      mortgageType: 'High-Ratio',
      postedRate: 6.205,
      ourRate: 4.7,
      isActive: true,
    });
    expect(normaliseRateInput({ province: 'qc', term: 5, rateType: 'FIXED', postedRate: 1, ourRate: 1 }).mortgageType).toBe('Conventional');
  });

  it.each([
    [{ province: 'Atlantis', term: '5 year', rateType: 'fixed', postedRate: 1, ourRate: 1 }, 'province'],
    [{ province: 'ON', term: 'forever', rateType: 'fixed', postedRate: 1, ourRate: 1 }, 'term'],
    [{ province: 'ON', term: '0 year', rateType: 'fixed', postedRate: 1, ourRate: 1 }, 'term'],
    [{ province: 'ON', term: '5 year', rateType: 'floating', postedRate: 1, ourRate: 1 }, 'rateType'],
    [{ province: 'ON', term: '5 year', rateType: 'fixed', postedRate: -1, ourRate: 1 }, 'postedRate'],
    [{ province: 'ON', term: '5 year', rateType: 'fixed', postedRate: 1, ourRate: 'low' }, 'ourRate'],
  ])('refuses %j, naming %s', (raw, field) => {
    expect(() => normaliseRateInput(raw)).toThrow(new RegExp(field));
  });
});

describe('ratesQuery', () => {
  it('takes a code in any casing or a full name, and Ontario when absent', () => {
    expect(ratesQuery.parse({ province: 'ab' }).province).toBe('AB');
    expect(ratesQuery.parse({ province: 'Nova Scotia' }).province).toBe('NS');
    expect(ratesQuery.parse({}).province).toBe('ON');
    expect(ratesQuery.safeParse({ province: 'ZZ' }).success).toBe(false);
  });
});
