import { describe, expect, it } from 'vitest';
import { numbersInText } from './numbers-in-text.ts';

const read = (text: string) => numbersInText(text).map((n) => ({ value: n.value, kind: n.kind, as: text.slice(n.index, n.end) }));

describe('amounts in the spellings visitors use', () => {
  it.each([
    ['$1,250,000', 1_250_000],
    ['$1,250,000.50', 1_250_000.5],
    ['600000', 600_000],
    ['450k', 450_000],
    ['600 K', 600_000],
    ['600 thousand', 600_000],
    ['70 grand', 70_000],
    ['1.2M', 1_200_000],
    ['$1.2 million', 1_200_000],
    ['CA$500,000', 500_000],
    // French-Canadian: spaces (plain, no-break, narrow no-break) group thousands, a comma marks decimals.
    ['450 000 $', 450_000],
    ['450\u00A0000,00\u00A0$', 450_000],
    ['525\u202F000\u00A0$', 525_000],
    ['1,2 M$', 1_200_000],
    ['1,15 M$', 1_150_000],
    ['450 k$', 450_000],
    ['450 mille $', 450_000],
    ['1,2 million de dollars', 1_200_000],
    ['500 000 $ CA', 500_000],
  ])('%j is %d dollars', (text, value) => {
    expect(read(text)).toEqual([{ value, kind: 'money', as: text }]);
  });

  it('tells percents and years from money, in both languages', () => {
    expect(read('4.5% over 25 years')).toEqual([
      { value: 4.5, kind: 'percent', as: '4.5%' },
      { value: 25, kind: 'years', as: '25 years' },
    ]);
    expect(read('3,5 % sur 25 ans')).toEqual([
      { value: 3.5, kind: 'percent', as: '3,5 %' },
      { value: 25, kind: 'years', as: '25 ans' },
    ]);
    expect(read('a 5-year term')).toEqual([{ value: 5, kind: 'years', as: '5-year' }]);
  });

  it('keeps English thousands apart from a French decimal comma', () => {
    expect(read('750,000')).toEqual([{ value: 750_000, kind: 'money', as: '750,000' }]);
    expect(read('1,25 M$')).toEqual([{ value: 1_250_000, kind: 'money', as: '1,25 M$' }]);
    expect(read('price 750,000, down 75,000').map((n) => n.value)).toEqual([750_000, 75_000]);
  });
});

describe('digits that are not amounts', () => {
  it.each([
    'jordan.1795496229029444400@example.com',
    'see https://example.com/listing/8812345',
    'call 416-555-0147',
    'call (416) 555 0147',
    '+1 905.555.0123',
    'call 555-0147',
    'postal code M5V 2T6',
    'L4C9T2',
    'zip 90210',
    'born 15/03/1990',
    'closing on 2026-06-30',
    'at 10:30',
    '1234 Maple Ave',
    '55, rue Sainte-Catherine',
    'reference 1795496229029444400',
    'a 1500 sq ft bungalow',
    'un condo de 1 200 pi²',
  ])('none in %j', (text) => {
    expect(numbersInText(text).filter((n) => n.kind === 'money')).toEqual([]);
  });

  it('reads a bare year as a plain number, and a year-like figure with a sign of money as money', () => {
    expect(read('we plan to buy in 2027')).toEqual([{ value: 2027, kind: 'plain', as: '2027' }]);
    expect(read('I pay $2025 a month')[0]).toMatchObject({ value: 2025, kind: 'money' });
  });

  it('reads no number glued to letters ("2nd", "ref12345", "5kids")', () => {
    expect(read('my 2nd home, ref12345, 5kids')).toEqual([]);
  });

  it('keeps the price beside a floor area', () => {
    expect(read('$650,000 1500 sq ft house').map((n) => n.value)).toEqual([650_000]);
  });

  it('finds the amount beside an email address, not in it', () => {
    expect(read('ada.600000@example.com, budget 600k')).toEqual([{ value: 600_000, kind: 'money', as: '600k' }]);
  });
});
