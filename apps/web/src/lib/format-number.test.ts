import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatWholeDollars } from './format-number';

describe('format-number', () => {
  it('writes money and numbers exactly as Intl does, without it', () => {
    const intl = {
      money: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
      whole: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }),
      count: new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 }),
      oneAtMost: new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 }),
      one: new Intl.NumberFormat('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    };
    const same = (value: number) => {
      expect(formatMoney(value), String(value)).toBe(intl.money.format(value));
      expect(formatWholeDollars(value), String(value)).toBe(intl.whole.format(value));
      expect(formatNumber(value, 0), String(value)).toBe(intl.count.format(value));
      expect(formatNumber(value, 1), String(value)).toBe(intl.oneAtMost.format(value));
      expect(formatNumber(value, 1, 1), String(value)).toBe(intl.one.format(value));
    };
    // Halves as written (1.005 is 1.00499… in binary, Intl still rounds it up), carries through
    // every digit, negatives that round to zero, and what JavaScript writes in exponent form.
    for (const value of [0, -0, 1.005, 1.115, 0.125, 4.845, 9.995, 999.995, 999_999.5, -0.001, -0.4, -1234.565, 0.5, 1e-7, -3e-9, 1e21, 1.5e22, NaN, Infinity, -Infinity]) same(value);
    fc.assert(fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.integer({ min: 0, max: 4 }), (n, places) => same(n / 10 ** places)));
    fc.assert(fc.property(fc.double({ min: -1e22, max: 1e22, noNaN: true }), same), { numRuns: 2000 });
  });
});
