import { reportTimeZone } from '../brokerage-day.ts';
import type { FormatTexts } from './number-format.ts';

// Long dates as Intl.DateTimeFormat writes them in en-CA ("November 24, 2026") and fr-CA
// ("24 novembre 2026"), on the brokerage's calendar (Toronto), without Intl: a blog post and the
// rates' "as of" show a date as they load, and the first Intl formatter costs the browser ICU's
// start-up (decision 052). The month names and the order are the language's messages/formats.ts;
// the web passes its build's, the server and tests name a language (format-in.ts). A property test holds both
// languages to Intl (decision 073).

/** The language's long date: '{month} {day}, {year}' or '{day} {month} {year}', filled. */
export const longDate = (f: FormatTexts, year: number, monthIndex: number, day: number): string =>
  f.longDate.replace('{year}', String(year)).replace('{month}', f.months[monthIndex] ?? '').replace('{day}', String(day));

/**
 * A calendar day the server counted ('2026-11-26', on the brokerage's calendar) as formatDateWith
 * writes that day: "November 26, 2026" / "26 novembre 2026".
 */
export function formatDayWith(f: FormatTexts, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return longDate(f, year ?? 0, (month ?? 1) - 1, date ?? 1);
}

const made = new Map<string, Intl.DateTimeFormat>();

/**
 * The day an instant falls on in Toronto, written long. Without Intl for the years whose
 * daylight-saving rule is known here, with it otherwise; a test holds the two to the same answer.
 */
export function formatDateWith(f: FormatTexts, value: string | Date): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  const year = at.getUTCFullYear();
  if (!(year >= 2008 && year <= 2099)) {
    const format = made.get(f.locale) ?? new Intl.DateTimeFormat(f.locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: reportTimeZone });
    made.set(f.locale, format);
    return format.format(at);
  }
  const local = new Date(at.getTime() + torontoOffsetHours(at, year) * 3_600_000);
  return longDate(f, local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
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
