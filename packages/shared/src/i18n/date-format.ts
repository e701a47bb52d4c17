import { reportTimeZone } from '../brokerage-day.ts';
import { languageTags, type Language } from './languages.ts';

// Long dates as Intl.DateTimeFormat writes them in en-CA ("November 24, 2026") and fr-CA
// ("24 novembre 2026"), on the brokerage's calendar (Toronto), without Intl: a blog post and the
// rates' "as of" show a date as they load, and the first Intl formatter costs the browser ICU's
// start-up (decision 052). The web binds these to its build's language; the server passes the
// reader's. A property test holds both languages to Intl (decision 073).

export const monthNames = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
} as const satisfies Record<Language, readonly string[]>;

/** Intl writes the day without "er" ("1 novembre 2026"), and so does this. */
const longDate = (language: Language, year: number, monthIndex: number, date: number) =>
  language === 'fr' ? `${date} ${monthNames.fr[monthIndex]} ${year}` : `${monthNames.en[monthIndex]} ${date}, ${year}`;

/**
 * A calendar day the server counted ('2026-11-26', on the brokerage's calendar) as formatDateIn
 * writes that day: "November 26, 2026" / "26 novembre 2026".
 */
export function formatDayIn(language: Language, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return longDate(language, year ?? 0, (month ?? 1) - 1, date ?? 1);
}

const made = new Map<Language, Intl.DateTimeFormat>();

/**
 * The day an instant falls on in Toronto, written long. Without Intl for the years whose
 * daylight-saving rule is known here, with it otherwise; a test holds the two to the same answer.
 */
export function formatDateIn(language: Language, value: string | Date): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  const year = at.getUTCFullYear();
  if (!(year >= 2008 && year <= 2099)) {
    const format = made.get(language) ?? new Intl.DateTimeFormat(languageTags[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: reportTimeZone });
    made.set(language, format);
    return format.format(at);
  }
  const local = new Date(at.getTime() + torontoOffsetHours(at, year) * 3_600_000);
  return longDate(language, local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
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
