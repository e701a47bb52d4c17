import type { ScheduleYear } from '@maple/shared/mortgage/schedule';
import { fromCents, toCents } from '@maple/shared/mortgage/money';

export interface ChartPoint {
  year: number;
  balance: number;
  principal: number;
  interest: number;
}

/**
 * The chart's series: year 0 is the loan as borrowed; each later point is the balance at the end
 * of that year and the principal and interest paid so far (summed in cents, so they stay exact).
 */
export function chartPoints(principal: number, years: readonly ScheduleYear[]): ChartPoint[] {
  const points: ChartPoint[] = [{ year: 0, balance: principal, principal: 0, interest: 0 }];
  let paidPrincipal = 0;
  let paidInterest = 0;
  for (const y of years) {
    paidPrincipal += toCents(y.principal);
    paidInterest += toCents(y.interest);
    points.push({ year: y.year, balance: y.endingBalance, principal: fromCents(paidPrincipal), interest: fromCents(paidInterest) });
  }
  return points;
}
