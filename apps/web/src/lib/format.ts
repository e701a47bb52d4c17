import { reportTimeZone } from '@maple/shared/brokerage-day';

const locale = 'en-CA';
// Dates are shown on the brokerage's calendar (Toronto), as the server counts report days and
// date filters: a lead listed as Nov 24 is found by the filter for Nov 24, and a server render
// and the browser agree whatever zone either machine is in.
const timeZone = reportTimeZone;

const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
const wholeCurrency = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
});
const rate = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone });

/** 1234.5 → "$1,234.50" */
export function formatMoney(value: number): string {
  return currency.format(value);
}

/** 1234.5 → "$1,235" (quotes show whole Canadian dollars) */
export function formatWholeDollars(value: number): string {
  return wholeCurrency.format(value);
}

/** 4.849 → "4.85%" (rates are shown to 2 decimals) */
export function formatRate(value: number): string {
  return `${rate.format(value)}%`;
}

export function formatDate(value: string | Date): string {
  return date.format(typeof value === 'string' ? new Date(value) : value);
}

/** "1-800-555-0100" → "tel:18005550100" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const dateTime = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });

/** "Nov 23, 2026, 3:20 p.m." */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

const shortDate = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone });

/** "Nov 23, 2026" (tables) */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(typeof value === 'string' ? new Date(value) : value);
}
