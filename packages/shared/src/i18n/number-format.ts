import type { formatMessages as english } from '../messages/formats.ts';
import type { Translation } from './translation.ts';
import type { Language } from './languages.ts';

// Money, numbers and percentages as Intl.NumberFormat writes them in en-CA and fr-CA, without Intl:
// the calculators show figures as they load, and a page's first Intl formatter costs the browser
// ICU's start-up (decision 052). How a language writes them (separators, where $ and % go) is its
// message module messages/formats.ts: the web passes its build's (apps/web/src/lib/format-number.ts),
// so each build carries one; the server and tests name a language (format-in.ts). A property test holds
// both languages to Intl (decision 073).

export type FormatTexts = Translation<typeof english>;

/** For what this file does not write itself (exponent forms, NaN, Infinity): Intl, made when asked. */
const intl = (f: FormatTexts, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(f.locale, options);

/**
 * The digits of |value| with these fraction digits ("1,234.5" in English, "1 234,5" in French),
 * or null for what JavaScript writes in exponent form (under 1e-6, from 1e21, NaN, Infinity). ICU
 * rounds the shortest decimal that reads back as the number (what String() writes: 1.005, not the
 * binary 1.00499…) half away from zero, so this does too, on the digits as text.
 */
function decimalDigits(f: FormatTexts, value: number, minFraction: number, maxFraction: number): string | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction.charAt(maxFraction) >= '5') digits = addOne(digits);
  const cut = digits.length - maxFraction;
  let shown = digits.slice(cut);
  while (shown.length > minFraction && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = digits.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, f.group);
  return shown ? `${grouped}${f.decimal}${shown}` : grouped;
}

/** "129" → "130", "999" → "1000": one more in the last place of a digit string. */
function addOne(digits: string): string {
  const last = digits.search(/9*$/) - 1;
  if (last < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, last)}${Number(digits.charAt(last)) + 1}${'0'.repeat(digits.length - last - 1)}`;
}

/** A negative number keeps its sign even when it rounds to zero ("-$0.00"), as Intl writes it. */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * 1560 → "1,560" / "1 560", 21.64 → "21.6" / "21,6" with one fraction digit: a plain number with
 * `maxFraction` decimals at most (`minFraction` at least).
 */
export function formatNumberWith(f: FormatTexts, value: number, maxFraction: number, minFraction = 0): string {
  const digits = decimalDigits(f, value, minFraction, maxFraction);
  if (digits === null) return intl(f, { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  return `${sign(value)}${digits}`;
}

/** 1234.5 → "$1,234.50" / "1 234,50 $" */
export function formatMoneyWith(f: FormatTexts, value: number): string {
  const digits = decimalDigits(f, value, 2, 2);
  if (digits === null) return intl(f, { style: 'currency', currency: 'CAD' }).format(value);
  return `${sign(value)}${f.dollars.replace('{amount}', digits)}`;
}

/** 1234.5 → "$1,235" / "1 235 $" (quotes show whole Canadian dollars) */
export function formatWholeDollarsWith(f: FormatTexts, value: number): string {
  const digits = decimalDigits(f, value, 0, 0);
  if (digits === null) return intl(f, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(value);
  return `${sign(value)}${f.dollars.replace('{amount}', digits)}`;
}

/**
 * A number of percent (3.84, not 0.0384) as Intl's percent style writes that share: "3.84%" /
 * "3,84 %", with `maxFraction` decimals at most (`minFraction` at least).
 */
export function formatPercentWith(f: FormatTexts, value: number, maxFraction: number, minFraction = 0): string {
  return f.percent.replace('{amount}', formatNumberWith(f, value, maxFraction, minFraction));
}

/**
 * Whether a count as shown takes the singular: CLDR's "one" for English (exactly 1, no decimals
 * shown) and French (0 to 1.9…: "0 an", "1,5 an", "2 ans"), without Intl.PluralRules (decision 052;
 * a test holds it to Intl). `shown` is the number as written, after rounding.
 */
export function takesSingular(language: Language, shown: number): boolean {
  return language === 'fr' ? Math.abs(shown) < 2 : Math.abs(shown) === 1;
}
