import { analyticsPeriods, type AnalyticsPeriod } from '@maple/shared/schemas/analytics';
import { analyticsMessages } from '@maple/shared/messages/analytics';

/** The `?period=` of the page; all time when missing or unknown. */
export const periodFromParam = (value: string | null): AnalyticsPeriod =>
  (analyticsPeriods as readonly string[]).includes(value ?? '') ? (value as AnalyticsPeriod) : 'all';

const ago = analyticsMessages.ago;

/** "5 minutes ago", "2 days ago": how long before `now` something happened. */
export function timeAgo(at: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return ago.justNow;
  if (minutes < 60) return ago.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago.hours(hours);
  return ago.days(Math.floor(hours / 24));
}
