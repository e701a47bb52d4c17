import { describe, expect, it } from 'vitest';
import { formatTexts } from '@maple/shared/i18n/format-in';
import { languages, languageTags } from '@maple/shared/i18n/languages';
import { formatApr, formatMonth, formatPlainDollars, formatRate, telHref } from './format';

describe('format', () => {
  it('shows rates to 2 decimals with a percent sign', () => {
    expect(formatRate(3.94)).toBe('3.94%');
    expect(formatRate(4.1)).toBe('4.10%');
    expect(formatRate(3.84, formatTexts.fr)).toBe('3,84\u00a0%');
  });

  for (const language of languages) {
    it(`writes rates, APRs and dollars as Intl's ${languageTags[language]} does, without it`, () => {
      const tag = languageTags[language];
      // Half up on the number as written, as Intl does (toFixed gives 4.84, 1.00).
      const twoDecimals = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of [4.845, 1.005, 3.995, 0.125, 5.2449, 7]) expect(formatRate(value, formatTexts[language]), String(value)).toBe(twoDecimals.format(Number(`${value}e-2`)));
      const threeDecimals = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 3, maximumFractionDigits: 3 });
      for (const value of [5, 5.054, 12.5]) expect(formatApr(value, formatTexts[language])).toBe(threeDecimals.format(Number(`${value}e-2`)));
      const dollars = (value: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD', minimumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);
      for (const value of [400_000, 0, 1_234.5, 10_000_000, 999.99, -1_500]) expect(formatPlainDollars(value, formatTexts[language]), String(value)).toBe(dollars(value));
    });
  }

  it('writes dollars with separators and cents only when there are some', () => {
    expect(formatPlainDollars(400_000)).toBe('$400,000');
    expect(formatPlainDollars(1_234.5)).toBe('$1,234.50');
    expect(formatPlainDollars(400_000, formatTexts.fr)).toBe('400\u00a0000\u00a0$');
    expect(formatApr(5.054)).toBe('5.054%');
  });

  for (const language of languages) {
    it(`writes a reported month as Intl's ${languageTags[language]} month and year does, without it`, () => {
      const intl = new Intl.DateTimeFormat(languageTags[language], { year: 'numeric', month: 'long', timeZone: 'UTC' });
      for (const month of ['2026-01', '2026-11', '2027-12']) expect(formatMonth(month, formatTexts[language]), month).toBe(intl.format(new Date(`${month}-15T12:00:00Z`)));
    });
  }

  it('makes tel: links from formatted numbers', () => {
    expect(telHref('416-555-0147')).toBe('tel:4165550147');
  });
});
