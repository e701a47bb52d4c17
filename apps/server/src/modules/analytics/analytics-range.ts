import type { AnalyticsPeriod, AnalyticsRange } from '@maple/shared/schemas/analytics';
import { brokerageDay } from '@maple/shared/brokerage-day';

const periodDays: Record<Exclude<AnalyticsPeriod, 'all'>, number> = { '30d': 30, '7d': 7 };

/** Today's calendar day in the brokerage's time zone, `YYYY-MM-DD`. */
export const todayIn = brokerageDay;

/** `day` moved by `n` calendar days (plain date arithmetic: no clock, no daylight saving). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The days a period covers, today included: 7d is today and the six days before it, from their
 * local midnight, so the chart's first bar is a whole day. All time has no first day.
 */
export function analyticsRange(period: AnalyticsPeriod, now: Date): AnalyticsRange {
  const to = todayIn(now);
  return { period, to, from: period === 'all' ? null : addDays(to, 1 - periodDays[period]) };
}

/** Every day from `from` to `to` with its counts, zero where nothing happened. */
export function dailySeries(from: string, to: string, leads: Map<string, number>, pageViews: Map<string, number>) {
  const days: { date: string; leads: number; pageViews: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ date: day, leads: leads.get(day) ?? 0, pageViews: pageViews.get(day) ?? 0 });
  return days;
}
