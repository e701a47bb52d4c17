// Money and plain numbers as Intl.NumberFormat('en-CA') writes them, without Intl: the calculators
// show figures as they load, and a page's first Intl formatter costs the browser ICU's start-up
// (about 10 ms here, 40 ms at Lighthouse's 4× slowdown; decision 052). Kept apart from format.ts,
// which the home page loads, so its first download does not carry them.

/** For what this file does not write itself (exponent forms, NaN, Infinity): Intl, made when asked. */
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-CA', options);

/**
 * The digits of |value| as Intl.NumberFormat('en-CA') writes them with these fraction digits
 * ("1,234.5"), without Intl, or null for what JavaScript writes in exponent form (under 1e-6, from
 * 1e21, NaN, Infinity). ICU rounds the shortest decimal that reads back as the number (what
 * String() writes: 1.005, not the binary 1.00499…) half away from zero, so this does too, on the
 * digits as text. A property test holds it to Intl.
 */
function decimalDigits(value: number, minFraction: number, maxFraction: number): string | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction.charAt(maxFraction) >= '5') digits = addOne(digits);
  const cut = digits.length - maxFraction;
  let shown = digits.slice(cut);
  while (shown.length > minFraction && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = digits.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return shown ? `${grouped}.${shown}` : grouped;
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
 * 1560 → "1,560", 21.64 → "21.6" with one fraction digit: a plain number with `maxFraction`
 * decimals at most (`minFraction` at least), as Intl.NumberFormat('en-CA') writes it. Without Intl:
 * the calculators show figures as they load, and the first Intl formatter costs ICU's start-up.
 */
export function formatNumber(value: number, maxFraction: number, minFraction = 0): string {
  const digits = decimalDigits(value, minFraction, maxFraction);
  if (digits === null) return intl({ minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  return `${sign(value)}${digits}`;
}

/** 1234.5 → "$1,234.50" (without Intl, like formatNumber) */
export function formatMoney(value: number): string {
  const digits = decimalDigits(value, 2, 2);
  if (digits === null) return intl({ style: 'currency', currency: 'CAD' }).format(value);
  return `${sign(value)}$${digits}`;
}

/** 1234.5 → "$1,235" (quotes show whole Canadian dollars; without Intl, like formatNumber) */
export function formatWholeDollars(value: number): string {
  const digits = decimalDigits(value, 0, 0);
  if (digits === null) return intl({ style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(value);
  return `${sign(value)}$${digits}`;
}
