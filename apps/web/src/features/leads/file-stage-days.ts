import { brokerageDay } from '@maple/shared/brokerage-day';
import { mortgageFilesMessages as m } from '@maple/shared/messages/mortgage-files';
import { formatShortDate } from '@/lib/format-date';

const dayMs = 86_400_000;
/** Midnight UTC of the brokerage's calendar day of an instant: days between two of these are whole. */
const dayNumber = (at: Date) => Date.parse(`${brokerageDay(at)}T00:00:00Z`) / dayMs;

/**
 * How many calendar days a file has been at its stage, counted on the brokerage's calendar
 * (Toronto) as every date on these screens is: a move at 11 p.m. is one day old the next morning,
 * and a daylight-saving change makes no day 23 or 25 hours long. Never below 0 (a browser clock
 * behind the server's).
 */
export function daysInStage(stageChangedAt: string, now: Date): number {
  return Math.max(0, Math.round(dayNumber(now) - dayNumber(new Date(stageChangedAt))));
}

/** "4 days" ("Today") and "since Nov 23, 2026": how long a file has been at its stage, in words. */
export function stageAge(stageChangedAt: string, now: Date): { days: string; since: string } {
  return { days: m.daysInStage(daysInStage(stageChangedAt, now)), since: m.list.since(formatShortDate(stageChangedAt)) };
}
