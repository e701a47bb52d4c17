import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languages, languageTags } from './languages.ts';
import { formatMoneyIn, formatNumberIn, formatPercentIn, formatWholeDollarsIn } from './format-in.ts';
import { takesSingular } from './number-format.ts';

describe('number-format', () => {
  for (const language of languages) {
    it(`writes money, numbers and percentages exactly as Intl's ${languageTags[language]} does, without it`, () => {
      const tag = languageTags[language];
      const intl = {
        money: new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD' }),
        whole: new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }),
        count: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
        oneAtMost: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }),
        one: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        percent: new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      };
      const same = (value: number) => {
        expect(formatMoneyIn(language, value), String(value)).toBe(intl.money.format(value));
        expect(formatWholeDollarsIn(language, value), String(value)).toBe(intl.whole.format(value));
        expect(formatNumberIn(language, value, 0), String(value)).toBe(intl.count.format(value));
        expect(formatNumberIn(language, value, 1), String(value)).toBe(intl.oneAtMost.format(value));
        expect(formatNumberIn(language, value, 1, 1), String(value)).toBe(intl.one.format(value));
      };
      // Halves as written (1.005 is 1.00499… in binary, Intl still rounds it up), carries through
      // every digit, negatives that round to zero, and what JavaScript writes in exponent form.
      for (const value of [0, -0, 1.005, 1.115, 0.125, 4.845, 9.995, 999.995, 999_999.5, -0.001, -0.4, -1234.565, 0.5, 1e-7, -3e-9, 1e21, 1.5e22, NaN, Infinity, -Infinity]) same(value);
      fc.assert(fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.integer({ min: 0, max: 4 }), (n, places) => same(n / 10 ** places)));
      fc.assert(fc.property(fc.double({ min: -1e22, max: 1e22, noNaN: true }), same), { numRuns: 2000 });
      // A number of percent is Intl's percent style of that share (a tenth of a percent, so the
      // share n / 1000 is exact enough for Intl's own multiplication by 100).
      fc.assert(fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => formatPercentIn(language, n / 10, 1, 1) === intl.percent.format(n / 1000)));
    });

    it(`chooses the singular as Intl.PluralRules' ${languageTags[language]} does, without it`, () => {
      const rules = new Intl.PluralRules(languageTags[language]);
      // Counts as shown: whole numbers and one decimal (a "1.0" with a forced decimal is never shown).
      fc.assert(
        fc.property(fc.integer({ min: -300, max: 300 }), (tenths) => {
          const shown = tenths / 10;
          return takesSingular(language, shown) === (rules.select(shown) === 'one');
        }),
      );
    });
  }

  it('writes Canadian French as a reader expects it', () => {
    expect(formatMoneyIn('fr', 1234.56)).toBe('1\u00a0234,56\u00a0$');
    expect(formatWholeDollarsIn('fr', 400_000)).toBe('400\u00a0000\u00a0$');
    expect(formatPercentIn('fr', 3.84, 2, 2)).toBe('3,84\u00a0%');
    expect(formatMoneyIn('en', 1234.56)).toBe('$1,234.56');
  });
});
