// Light formatters, without Intl: the home page loads this file. Money and plain numbers are in
// format-number.ts, instants as dates in format-date.ts. Each writes this build's language
// (`pageLanguage`, decision 066) unless told another, as Intl's en-CA or fr-CA would (decision 073).
import { formatDayIn } from '@maple/shared/i18n/date-format';
import type { Language } from '@maple/shared/i18n/languages';
import { pageLanguage } from '@maple/shared/messages/locale';

/** English digits ("1,234.5") in a language: French groups with a no-break space and marks decimals with a comma ("1 234,5"). */
const digitsIn = (english: string, language: Language) => (language === 'fr' ? english.replace(/[,.]/g, (c) => (c === ',' ? '\u00a0' : ',')) : english);
/** A percentage's sign: "3.84%" in English, "3,84 %" (no-break space) in French. */
const percentIn = (digits: string, language: Language) => (language === 'fr' ? `${digits}\u00a0%` : `${digits}%`);

/**
 * 4.849 → "4.85%" ("4,85 %"): rates are shown to 2 decimals, without Intl so the home page needs
 * none. It rounds half up on the number as written (4.845 → 4.85), as Intl does; toFixed alone
 * would round the binary value just under it down. A rate never reaches the thousands that need a
 * separator.
 */
export function formatRate(value: number, language: Language = pageLanguage): string {
  return percentIn(digitsIn((Math.round(Number(`${value}e2`)) / 100).toFixed(2), language), language);
}

/**
 * A calendar day the server counted ('2026-11-26', on the brokerage's calendar) as formatDate
 * writes it ('November 26, 2026', '26 novembre 2026'), without Intl: the home page's badge shows
 * one and needs no other.
 */
export function formatDay(day: string, language: Language = pageLanguage): string {
  return formatDayIn(language, day);
}

/**
 * 400000 → "$400,000" ("400 000 $"), 1234.5 → "$1,234.50" ("1 234,50 $"): dollars without Intl
 * (the badge's example sentence), cents shown only when there are some.
 */
export function formatPlainDollars(value: number, language: Language = pageLanguage): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents % 100 ? `.${String(cents % 100).padStart(2, '0')}` : '';
  const digits = digitsIn(`${whole}${fraction}`, language);
  return `${value < 0 ? '-' : ''}${language === 'fr' ? `${digits}\u00a0$` : `$${digits}`}`;
}

/** 5.054 → "5.054%" ("5,054 %"): an APR keeps the 3 decimals the server worked it to (issue 27), without Intl. */
export function formatApr(value: number, language: Language = pageLanguage): string {
  return percentIn(digitsIn(value.toFixed(3), language), language);
}

/** "1-800-555-0100" → "tel:18005550100" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
