import { z } from 'zod';
import { fromCents, roundHalfAwayFromZero, toCents } from './money.ts';
import { paymentCents, periodicRate } from './payment.ts';
import type { PaymentTerms } from './payment.ts';
import { compoundingPerYearValues, frequencyRule, mortgageRules, paymentFrequencyIds } from './rules.ts';

/** The payment calculator's form (public-site §2, Calculators), usable as the schedule's input. */
export const amortizationScheduleInput = z.object({
  principal: z.number().min(0).max(mortgageRules.maxPrice),
  ratePercent: z.number().min(0).max(mortgageRules.maxRatePercent).multipleOf(0.01),
  amortizationYears: z
    .number()
    .int()
    .min(mortgageRules.paymentCalculator.minAmortization)
    .max(mortgageRules.paymentCalculator.maxAmortization),
  frequency: z.enum(paymentFrequencyIds),
  compoundingPerYear: z.literal(compoundingPerYearValues).optional(),
});
export type AmortizationScheduleInput = z.infer<typeof amortizationScheduleInput>;

export interface SchedulePayment {
  /** 1-based payment number; there are no calendar dates, only periods. */
  number: number;
  payment: number;
  principal: number;
  interest: number;
  /** Balance after this payment. */
  balance: number;
}

export interface ScheduleYear {
  /** 1-based; year k holds payments (k−1)·n + 1 … k·n, n being payments per year. */
  year: number;
  totalPaid: number;
  principal: number;
  interest: number;
  endingBalance: number;
}

export interface ScheduleSummary {
  /** The regular payment; the last one may be smaller (or, by rounding, a few cents larger). */
  payment: number;
  paymentsPerYear: number;
  numberOfPayments: number;
  totalPaid: number;
  totalInterest: number;
  /** numberOfPayments ÷ paymentsPerYear, rounded to one decimal (21.63 years shows as 21.6). */
  payoffYears: number;
}

export interface AmortizationSchedule {
  payments: SchedulePayment[];
  years: ScheduleYear[];
  summary: ScheduleSummary;
}

/**
 * Runs the balance down in integer cents: interest each period is the balance × periodic rate
 * rounded to the cent, the rest of the payment is principal. The last payment is whatever clears
 * the balance, so the balance ends at exactly 0 and never goes negative, and the principal column
 * sums to the loan. Accelerated plans pay more than their frequency needs and stop early; every
 * plan stops at the amortization's payment count at the latest.
 */
export function amortizationSchedule(terms: PaymentTerms): AmortizationSchedule {
  const rule = frequencyRule(terms.frequency);
  const n = rule.paymentsPerYear;
  const rate = periodicRate(
    terms.ratePercent,
    terms.compoundingPerYear ?? mortgageRules.defaultCompoundingPerYear,
    n,
  );
  const regular = paymentCents(terms);
  const maxCount = Math.max(1, Math.round(terms.amortizationYears * n));

  const payments: SchedulePayment[] = [];
  const years: ScheduleYear[] = [];
  let balance = Math.max(0, toCents(terms.principal));
  let totalPaid = 0;
  let totalInterest = 0;

  for (let k = 1; balance > 0; k++) {
    const interest = roundHalfAwayFromZero(balance * rate);
    const last = k >= maxCount || balance + interest <= regular;
    const paid = last ? balance + interest : regular;
    const principal = paid - interest;
    balance -= principal;
    totalPaid += paid;
    totalInterest += interest;
    payments.push({
      number: k,
      payment: fromCents(paid),
      principal: fromCents(principal),
      interest: fromCents(interest),
      balance: fromCents(balance),
    });
    addToYear(years, Math.ceil(k / n), paid, principal, interest, balance);
  }

  return {
    payments,
    years: years.map((y) => ({
      year: y.year,
      totalPaid: fromCents(y.totalPaid),
      principal: fromCents(y.principal),
      interest: fromCents(y.interest),
      endingBalance: fromCents(y.endingBalance),
    })),
    summary: {
      payment: fromCents(regular),
      paymentsPerYear: n,
      numberOfPayments: payments.length,
      totalPaid: fromCents(totalPaid),
      totalInterest: fromCents(totalInterest),
      payoffYears: roundHalfAwayFromZero(payments.length / n, 1),
    },
  };
}

// Years accumulate in cents and convert once, so a year's columns add up exactly.
function addToYear(
  years: ScheduleYear[],
  year: number,
  paid: number,
  principal: number,
  interest: number,
  balance: number,
): void {
  let current = years[years.length - 1];
  if (!current || current.year !== year) {
    current = { year, totalPaid: 0, principal: 0, interest: 0, endingBalance: 0 };
    years.push(current);
  }
  current.totalPaid += paid;
  current.principal += principal;
  current.interest += interest;
  current.endingBalance = balance;
}
