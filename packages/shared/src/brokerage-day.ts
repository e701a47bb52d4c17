/**
 * Days and periods are counted in the brokerage's time zone (its office is in Ontario), so a lead
 * sent at 9 p.m. belongs to that evening's day on every screen and in every report. Kept here, not
 * beside the lead schemas, so a page that only formats a date does not download zod and them.
 */
export const reportTimeZone = 'America/Toronto';

// Made on first use: the first Intl formatter of a page costs the browser ICU's start-up (about
// 30 ms, four times that on a mid-range phone), which a page that shows no date should not pay.
let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * The calendar day `YYYY-MM-DD` an instant falls on in the brokerage's time zone. Reports, date
 * filters and file names count days there, never in UTC or the machine's zone, so the answer is
 * the same on any server at any hour (between 19:00 and 24:00 Toronto, UTC is already tomorrow).
 */
export const brokerageDay = (at: Date): string =>
  (dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: reportTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(at);

/**
 * The year in Toronto without Intl (the footer shows it on every page). The two calendars only
 * differ around New Year, when Toronto is always on standard time, five hours behind UTC.
 */
export const brokerageYear = (at: Date): number => new Date(at.getTime() - 5 * 3_600_000).getUTCFullYear();
