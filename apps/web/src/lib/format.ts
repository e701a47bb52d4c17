// Light formatters, without Intl: the home page loads this file. Money and plain numbers are in
// format-number.ts, instants as dates in format-date.ts. Each writes as its language's
// messages/formats.ts says (this build's, decision 066; a test passes another), as Intl's en-CA or
// fr-CA would (decision 073). Kept free of the shared writers so the home page loads none of them.
import type { FormatTexts } from '@maple/shared/i18n/number-format';
import { formatMessages } from '@maple/shared/messages/formats';

/** English digits ("1,234.5") as the language writes them ("1 234,5" in French). */
const digitsIn = (english: string, f: FormatTexts) => english.replace(/[,.]/g, (c) => (c === ',' ? f.group : f.decimal));

/**
 * 4.849 → "4.85%" ("4,85 %"): rates are shown to 2 decimals, without Intl so the home page needs
 * none. It rounds half up on the number as written (4.845 → 4.85), as Intl does; toFixed alone
 * would round the binary value just under it down. A rate never reaches the thousands that need a
 * separator.
 */
export function formatRate(value: number, f: FormatTexts = formatMessages): string {
  return f.percent.replace('{amount}', digitsIn((Math.round(Number(`${value}e2`)) / 100).toFixed(2), f));
}

/**
 * A calendar day the server counted ('2026-11-26', on the brokerage's calendar) as formatDate
 * writes it ('November 26, 2026', '26 novembre 2026'), without Intl: the home page's badge shows
 * one and needs no other.
 */
export function formatDay(day: string, f: FormatTexts = formatMessages): string {
  const [year, month, date] = day.split('-').map(Number);
  return f.longDate.replace('{year}', String(year ?? 0)).replace('{month}', f.months[(month ?? 1) - 1] ?? '').replace('{day}', String(date ?? 1));
}

/**
 * A month the server counted ('2026-11', on the brokerage's calendar) as a person reads it:
 * 'November 2026', 'novembre 2026' (both languages put the month first, as Intl's month-and-year does).
 */
export function formatMonth(month: string, f: FormatTexts = formatMessages): string {
  const [year, index] = month.split('-').map(Number);
  return `${f.months[(index ?? 1) - 1] ?? ''} ${year ?? 0}`;
}

/**
 * 400000 → "$400,000" ("400 000 $"), 1234.5 → "$1,234.50" ("1 234,50 $"): dollars without Intl
 * (the badge's example sentence), cents shown only when there are some.
 */
export function formatPlainDollars(value: number, f: FormatTexts = formatMessages): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents % 100 ? `.${String(cents % 100).padStart(2, '0')}` : '';
  return `${value < 0 ? '-' : ''}${f.dollars.replace('{amount}', digitsIn(`${whole}${fraction}`, f))}`;
}

/** 5.054 → "5.054%" ("5,054 %"): an APR keeps the 3 decimals the server worked it to (issue 27), without Intl. */
export function formatApr(value: number, f: FormatTexts = formatMessages): string {
  return f.percent.replace('{amount}', digitsIn(value.toFixed(3), f));
}

/** "1-800-555-0100" → "tel:18005550100" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
