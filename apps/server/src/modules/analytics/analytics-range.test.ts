import { describe, expect, it } from 'vitest';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { testInstant } from '@maple/shared/test-instant';
import { addDays, analyticsRange, dailySeries } from './analytics-range.ts';

describe('analyticsRange', () => {
  it('counts today and the days before it in Toronto, across a clock change', () => {
    // 2026-11-02 03:00 UTC is still 1 November in Toronto; Canada left daylight saving on 1 November.
    expect(analyticsRange('7d', new Date('2026-11-02T03:00:00Z'))).toEqual({ period: '7d', from: '2026-10-26', to: '2026-11-01' });
    expect(analyticsRange('30d', new Date('2026-03-01T12:00:00Z'))).toEqual({ period: '30d', from: '2026-01-31', to: '2026-03-01' });
    expect(analyticsRange('all', new Date('2026-03-01T12:00:00Z'))).toEqual({ period: 'all', from: null, to: '2026-03-01' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('ends on the Toronto day of the late evening, not the UTC one', () => {
    expect(analyticsRange('7d', new Date('2026-11-25T04:59:00Z'))).toEqual({ period: '7d', from: '2026-11-18', to: '2026-11-24' });
    expect(analyticsRange('30d', new Date('2027-01-01T04:30:00Z'))).toEqual({ period: '30d', from: '2026-12-02', to: '2026-12-31' });
    expect(analyticsRange('7d', new Date('2026-03-08T07:00:00Z'))).toEqual({ period: '7d', from: '2026-03-02', to: '2026-03-08' });
  });

  // Run by the time matrix at every instant and machine zone (MAPLE_TEST_NOW, TZ).
  it('at the test instant: 7 and 30 whole days ending today in Toronto, one bar per day', () => {
    const now = testInstant();
    for (const [period, days] of [['7d', 7], ['30d', 30]] as const) {
      const range = analyticsRange(period, now);
      expect(range.to).toBe(brokerageDay(now));
      const series = dailySeries(range.from!, range.to, new Map(), new Map());
      expect(series).toHaveLength(days);
      expect(series.at(-1)!.date).toBe(range.to);
      expect(new Set(series.map((d) => d.date)).size).toBe(days);
    }
  });
});
