import { z } from 'zod';
import { textMessages } from '../messages/text.ts';

/**
 * The years a date the API takes may fall in (decision 057): wide enough for a birth date and a
 * licence or incident long past, and for a deadline or retention period worked out from a date
 * (30 days, 24 months, 5 years) to stay a 4-digit year that PostgreSQL, JavaScript and ISO 8601
 * all write the same way. PostgreSQL has no year 0, and a year past 9999 is written `+010000`.
 */
export const dateRange = { minYear: 1900, maxYear: 2200 } as const;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const inRange = (instant: Date) => {
  const year = instant.getUTCFullYear();
  return !Number.isNaN(instant.getTime()) && year >= dateRange.minYear && year <= dateRange.maxYear;
};

/** True for a real calendar day `YYYY-MM-DD` in `dateRange` (no 30 February: JavaScript would roll it into March). */
export function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const start = new Date(`${value}T00:00:00Z`);
  return inRange(start) && start.toISOString().startsWith(value);
}

/** True for an ISO 8601 instant with its offset (`Z` or `±hh:mm`) whose day, in UTC, is in `dateRange`. */
export function isInstant(value: string): boolean {
  return z.iso.datetime({ offset: true }).safeParse(value).success && isCalendarDay(value.slice(0, 10)) && inRange(new Date(value));
}

/** The one day schema: a calendar day `YYYY-MM-DD` (read in the brokerage's time zone where it bounds a list). */
export function day({ invalid = textMessages.invalidDay }: { invalid?: string } = {}) {
  return z.string({ error: invalid }).refine(isCalendarDay, invalid);
}

/**
 * The one instant schema: ISO 8601 with its offset; with `orDay`, a calendar day too, which the
 * service reads as a time of that day it chooses.
 */
export function instant({ invalid = textMessages.invalidInstant, orDay = false }: { invalid?: string; orDay?: boolean } = {}) {
  return z
    .string({ error: invalid })
    .max(40, invalid)
    .refine((v) => isInstant(v) || (orDay && isCalendarDay(v)), invalid);
}
