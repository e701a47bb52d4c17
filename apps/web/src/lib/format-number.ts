// Money, plain numbers and percentages in this build's language, as Intl.NumberFormat writes them
// in en-CA or fr-CA, without Intl: the calculators show figures as they load, and a page's first
// Intl formatter costs the browser ICU's start-up (about 10 ms here, 40 ms at Lighthouse's 4×
// slowdown; decisions 052, 073). The digits are written by packages/shared/src/i18n/number-format.ts
// with this build's messages/formats.ts; the server uses the same writers with a reader's
// language. Kept apart from format.ts, which the home page loads, so its first download does not
// carry them.
import { formatMoneyWith, formatNumberWith, formatPercentWith, formatWholeDollarsWith } from '@maple/shared/i18n/number-format';
import { formatMessages } from '@maple/shared/messages/formats';

/**
 * 1560 → "1,560" ("1 560" in French), 21.64 → "21.6" ("21,6") with one fraction digit: a plain
 * number with `maxFraction` decimals at most (`minFraction` at least).
 */
export function formatNumber(value: number, maxFraction: number, minFraction = 0): string {
  return formatNumberWith(formatMessages, value, maxFraction, minFraction);
}

/** 1234.5 → "$1,234.50" ("1 234,50 $") */
export function formatMoney(value: number): string {
  return formatMoneyWith(formatMessages, value);
}

/** 1234.5 → "$1,235" ("1 235 $"): quotes show whole Canadian dollars. */
export function formatWholeDollars(value: number): string {
  return formatWholeDollarsWith(formatMessages, value);
}

/** 31.96 → "32.0%" ("32,0 %") with one decimal: a number of percent, as Intl's percent style writes that share. */
export function formatPercent(value: number, maxFraction: number, minFraction = 0): string {
  return formatPercentWith(formatMessages, value, maxFraction, minFraction);
}
