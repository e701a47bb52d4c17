// Instants as dates. Apart from format.ts, which the home page loads and which shows no instant.
import { reportTimeZone } from '@maple/shared/brokerage-day';
import { monthNames } from './format';

const locale = 'en-CA';
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
 * "November 24, 2026": the day an instant falls on in Toronto. Without Intl for the years whose
 * daylight-saving rule is known here (a blog post shows its date as it loads; decision 052), with
 * it otherwise; a test holds the two to the same answer.
 */
export function formatDate(value: string | Date): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  const year = at.getUTCFullYear();
  if (!(year >= 2008 && year <= 2099)) return dateFormat('long', { year: 'numeric', month: 'long', day: 'numeric' }).format(at);
  const local = new Date(at.getTime() + torontoOffsetHours(at, year) * 3_600_000);
  return `${monthNames[local.getUTCMonth()]} ${local.getUTCDate()}, ${local.getUTCFullYear()}`;
}

/**
 * Toronto's offset from UTC under the rule in force since 2007: −4 h from the second Sunday of
 * March at 2 a.m. (07:00 UTC) to the first Sunday of November at 2 a.m. (06:00 UTC), −5 h
 * otherwise. Should Ontario change it, the test against Intl fails with the new time-zone data.
 */
function torontoOffsetHours(at: Date, year: number): number {
  const firstSunday = (month: number) => 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7);
  const start = Date.UTC(year, 2, firstSunday(2) + 7, 7);
  const end = Date.UTC(year, 10, firstSunday(10), 6);
  return at.getTime() >= start && at.getTime() < end ? -4 : -5;
}

/** "Nov 23, 2026, 3:20 p.m." */
export function formatDateTime(value: string | Date): string {
  return dateFormat('time', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(typeof value === 'string' ? new Date(value) : value);
}

/** "Nov 23, 2026" (tables) */
export function formatShortDate(value: string | Date): string {
  return dateFormat('short', { year: 'numeric', month: 'short', day: 'numeric' }).format(typeof value === 'string' ? new Date(value) : value);
}
