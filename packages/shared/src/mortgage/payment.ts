import { fromCents, roundHalfAwayFromZero, toCents } from './money.ts';
import { frequencyRule, mortgageRules } from './rules.ts';
import type { PaymentFrequency } from './rules.ts';

/**
 * Rate per payment period for a nominal annual rate compounded `compoundingPerYear` times a year
 * (Interest Act convention): i = (1 + j/m)^(m/n) − 1. Canadian fixed rates are quoted compounded
 * semi-annually, so a monthly plan does not simply divide the rate by 12.
 */
export function periodicRate(ratePercent: number, compoundingPerYear: number, paymentsPerYear: number): number {
  const j = ratePercent / 100;
  return Math.pow(1 + j / compoundingPerYear, compoundingPerYear / paymentsPerYear) - 1;
}

/** The level payment that clears `principal` in `count` payments at `rate` per period, unrounded. */
export function levelPayment(principal: number, rate: number, count: number): number {
  if (count <= 0) return principal;
  if (rate === 0) return principal / count;
  return (principal * rate) / (1 - Math.pow(1 + rate, -count));
}

/** Present value of `count` level payments: how much a payment of `payment` can borrow. */
export function presentValue(payment: number, rate: number, count: number): number {
  if (count <= 0) return 0;
  if (rate === 0) return payment * count;
  return (payment * (1 - Math.pow(1 + rate, -count))) / rate;
}

export interface PaymentTerms {
  /** Loan amount in dollars. */
  principal: number;
  /** Nominal annual rate in percent (3.94 means 3.94%). */
  ratePercent: number;
  amortizationYears: number;
  frequency: PaymentFrequency;
  /** Defaults to semi-annual, as fixed-rate mortgages are quoted in Canada. */
  compoundingPerYear?: number;
}

/** Integer cents of the payment made each period, before the final payment's adjustment. */
export function paymentCents(terms: PaymentTerms): number {
  const compounding = terms.compoundingPerYear ?? mortgageRules.defaultCompoundingPerYear;
  const rule = frequencyRule(terms.frequency);
  const principalCents = Math.max(0, toCents(terms.principal));
  if (rule.monthlyDivisor !== undefined) {
    // Lenders halve (or quarter) the rounded monthly payment, so round the monthly first.
    const monthly = paymentCents({ ...terms, frequency: 'monthly' });
    return roundHalfAwayFromZero(monthly / rule.monthlyDivisor);
  }
  const rate = periodicRate(terms.ratePercent, compounding, rule.paymentsPerYear);
  const count = Math.round(terms.amortizationYears * rule.paymentsPerYear);
  return roundHalfAwayFromZero(levelPayment(principalCents, rate, count));
}

/** The regular payment in dollars, rounded to the cent. */
export function regularPayment(terms: PaymentTerms): number {
  return fromCents(paymentCents(terms));
}
