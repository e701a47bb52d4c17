// Instants as dates, in this build's language. Apart from format.ts, which the home page loads and
// which shows no instant.
import { reportTimeZone } from '@maple/shared/brokerage-day';
import { formatDateWith } from '@maple/shared/i18n/date-format';
import { formatMessages } from '@maple/shared/messages/formats';

const locale = formatMessages.locale;
// Dates are shown on the brokerage's calendar (Toronto), as the server counts report days and
// date filters: a lead listed as Nov 24 is found by the filter for Nov 24, and a server render
// and the browser agree whatever zone either machine is in.
const timeZone = reportTimeZone;

// Each formatter is made on first use: the page's first Intl formatter costs the browser ICU's
// start-up (about 30 ms, four times that on a mid-range phone), which a page that shows no money
// or date should not pay while it loads.
const made = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) => made.get(key) ?? made.set(key, new Intl.DateTimeFormat(locale, { ...options, timeZone })).get(key)!;

/**
 * "November 24, 2026" ("24 novembre 2026"): the day an instant falls on in Toronto. Without Intl
 * for the years whose daylight-saving rule is known (a blog post shows its date as it loads;
 * decision 052), with it otherwise; a test holds the two to the same answer in both languages.
 */
export function formatDate(value: string | Date): string {
  return formatDateWith(formatMessages, value);
}

/** "Nov 23, 2026, 3:20 p.m." ("23 nov. 2026, 15 h 20") */
export function formatDateTime(value: string | Date): string {
  return dateFormat('time', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(typeof value === 'string' ? new Date(value) : value);
}

/** "Nov 23, 2026" ("23 nov. 2026"): tables */
export function formatShortDate(value: string | Date): string {
  return dateFormat('short', { year: 'numeric', month: 'short', day: 'numeric' }).format(typeof value === 'string' ? new Date(value) : value);
}
