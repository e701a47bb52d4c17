import { roundHalfAwayFromZero, toCents } from './money.ts';
import { amortizationSchedule } from './schedule.ts';

/** How the rate is compounded, which is also how its APR is stated: fixed semi-annually, variable monthly. */
export type AprCompounding = 'semi-annual' | 'monthly';

export interface AprTerms {
  /** The amount borrowed, in dollars. */
  principal: number;
  /** The nominal annual interest rate in percent (5 means 5%). */
  ratePercent: number;
  compounding: AprCompounding;
  amortizationYears: number;
  /** The term the cost of borrowing is disclosed for, in months (monthly payments, one a month). */
  termMonths: number;
  /** The costs of s. 5 the borrower pays on top of interest (appraisal, lender, brokerage, legal), in dollars. */
  fees: number;
}

/**
 * The annual percentage rate of O. Reg. 191/08 s. 3, per payment period (decision 044):
 * A = C / (T × P) × 100, where C is the cost of borrowing over the term (interest actually charged,
 * to the cent, payments going to interest first, plus the fees), T the term in years and P the
 * average, over the term's monthly periods, of the principal outstanding at each period's end
 * before the payment then due (the balance left by the previous payment: accrued interest is not
 * principal). A is a rate compounded monthly; a fixed rate's APR states it compounded semi-annually
 * as the rate itself is (Interest Act s. 6), so with no fees the APR is the rate (s. 4).
 *
 * Rounded to 3 decimals, never below the rate: a cent of interest rounded down each month on a
 * small loan could otherwise show a cost under the rate for a loan that costs the rate or more.
 */
export function annualPercentageRate(terms: AprTerms): number {
  // Nothing borrowed, nothing to spread the fees over: the rate is all there is to disclose.
  if (toCents(terms.principal) <= 0) return roundHalfAwayFromZero(terms.ratePercent, 3);
  const monthly = monthlyCostRate(terms);
  const stated = terms.compounding === 'semi-annual' ? 2 * (Math.pow(1 + monthly / 1200, 6) - 1) * 100 : monthly;
  const apr = roundHalfAwayFromZero(stated, 3);
  return terms.fees >= 0 ? Math.max(apr, roundHalfAwayFromZero(terms.ratePercent, 3)) : apr;
}

/** A of s. 3 (0 when nothing is borrowed): the cost of borrowing per year as a percent of the average principal, compounded monthly. */
export function monthlyCostRate(terms: AprTerms): number {
  const { payments } = amortizationSchedule({
    principal: terms.principal,
    ratePercent: terms.ratePercent,
    amortizationYears: terms.amortizationYears,
    frequency: 'monthly',
    compoundingPerYear: terms.compounding === 'semi-annual' ? 2 : 12,
  });
  // A term longer than the amortization ends when the loan is repaid: no period after it has a principal.
  const periods = payments.slice(0, Math.max(1, Math.round(terms.termMonths)));
  let outstanding = Math.max(0, toCents(terms.principal));
  let principalSum = 0;
  let interest = 0;
  for (const payment of periods) {
    principalSum += outstanding;
    interest += toCents(payment.interest);
    outstanding = toCents(payment.balance);
  }
  if (principalSum <= 0) return 0;
  const averagePrincipal = principalSum / periods.length;
  const years = periods.length / 12;
  const cost = interest + toCents(terms.fees);
  return (cost / (years * averagePrincipal)) * 100;
}
