import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from '@maple/shared/mortgage/schedule';
import { chartPoints } from './chart-points';

describe('chartPoints', () => {
  const schedule = amortizationSchedule({ principal: 500000, ratePercent: 6, amortizationYears: 25, frequency: 'monthly' });
  const points = chartPoints(500000, schedule.years);

  it('starts at the loan and ends paid off, one point per year', () => {
    expect(points).toHaveLength(26);
    expect(points[0]).toEqual({ year: 0, balance: 500000, principal: 0, interest: 0 });
    expect(points.at(-1)).toMatchObject({ year: 25, balance: 0, principal: 500000 });
  });

  it('accumulates interest to the schedule total, to the cent', () => {
    expect(points.at(-1)!.interest).toBe(schedule.summary.totalInterest);
    for (const p of points) expect(p.balance + p.principal).toBeCloseTo(500000, 2);
  });
});
