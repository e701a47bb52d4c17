import { languageTags, type Language } from './languages.ts';

// Money, numbers and percentages as Intl.NumberFormat writes them in en-CA and fr-CA, without Intl:
// the calculators show figures as they load, and a page's first Intl formatter costs the browser
// ICU's start-up (decision 052). The web binds these to its build's language
// (apps/web/src/lib/format-number.ts); the server passes the reader's. A property test holds both
// languages to Intl (decision 073).

/**
 * How each language writes a number: its thousands separator, decimal mark and where the $ and %
 * go. fr-CA separates thousands and puts the units after the number with a no-break space
 * (U+00A0), exactly as Intl's fr-CA does: "1 234,56 $", "3,84 %".
 */
const styles = {
  en: { group: ',', decimal: '.', dollars: (n: string) => `$${n}`, percent: (n: string) => `${n}%` },
  fr: { group: '\u00a0', decimal: ',', dollars: (n: string) => `${n}\u00a0$`, percent: (n: string) => `${n}\u00a0%` },
} as const satisfies Record<Language, { group: string; decimal: string; dollars: (n: string) => string; percent: (n: string) => string }>;

/** For what this file does not write itself (exponent forms, NaN, Infinity): Intl, made when asked. */
const intl = (language: Language, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(languageTags[language], options);

/**
 * The digits of |value| with these fraction digits ("1,234.5" in English, "1 234,5" in French),
 * or null for what JavaScript writes in exponent form (under 1e-6, from 1e21, NaN, Infinity). ICU
 * rounds the shortest decimal that reads back as the number (what String() writes: 1.005, not the
 * binary 1.00499…) half away from zero, so this does too, on the digits as text.
 */
function decimalDigits(value: number, minFraction: number, maxFraction: number, language: Language): string | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction.charAt(maxFraction) >= '5') digits = addOne(digits);
  const cut = digits.length - maxFraction;
  let shown = digits.slice(cut);
  while (shown.length > minFraction && shown.endsWith('0')) shown = shown.slice(0, -1);
  const { group, decimal } = styles[language];
  const grouped = digits.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return shown ? `${grouped}${decimal}${shown}` : grouped;
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
export function formatNumberIn(language: Language, value: number, maxFraction: number, minFraction = 0): string {
  const digits = decimalDigits(value, minFraction, maxFraction, language);
  if (digits === null) return intl(language, { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  return `${sign(value)}${digits}`;
}

/** 1234.5 → "$1,234.50" / "1 234,50 $" */
export function formatMoneyIn(language: Language, value: number): string {
  const digits = decimalDigits(value, 2, 2, language);
  if (digits === null) return intl(language, { style: 'currency', currency: 'CAD' }).format(value);
  return `${sign(value)}${styles[language].dollars(digits)}`;
}

/** 1234.5 → "$1,235" / "1 235 $" (quotes show whole Canadian dollars) */
export function formatWholeDollarsIn(language: Language, value: number): string {
  const digits = decimalDigits(value, 0, 0, language);
  if (digits === null) return intl(language, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(value);
  return `${sign(value)}${styles[language].dollars(digits)}`;
}

/**
 * A number of percent (3.84, not 0.0384) as Intl's percent style writes that share: "3.84%" /
 * "3,84 %", with `maxFraction` decimals at most (`minFraction` at least).
 */
export function formatPercentIn(language: Language, value: number, maxFraction: number, minFraction = 0): string {
  return styles[language].percent(formatNumberIn(language, value, maxFraction, minFraction));
}

/**
 * Whether a count as shown takes the singular: CLDR's "one" for English (exactly 1, no decimals
 * shown) and French (0 to 1.9…: "0 an", "1,5 an", "2 ans"), without Intl.PluralRules (decision 052;
 * a test holds it to Intl). `shown` is the number as written, after rounding.
 */
export function takesSingular(language: Language, shown: number): boolean {
  return language === 'fr' ? Math.abs(shown) < 2 : Math.abs(shown) === 1;
}
