import { z } from 'zod';
import { fromCents, roundHalfAwayFromZero, toCents } from './money.ts';
import { paymentCents, periodicRate } from './payment.ts';
import { frequencyRule, mortgageRules, paymentFrequencyIds } from './rules.ts';
import { amortizationSchedule, type ScheduleSummary } from './schedule.ts';

/**
 * The prepayment calculator's limits and defaults. The privilege defaults are the common "15/15"
 * of the big banks' closed fixed mortgages; each lender sets its own, so both are inputs.
 */
export const prepaymentRules = {
  defaults: {
    principal: 500_000,
    ratePercent: 4.19,
    amortizationYears: 25,
    frequency: 'monthly',
    extraPayment: 0,
    annualLumpSum: 5_000,
    oneOffLumpSum: 0,
    oneOffYear: 1,
    lumpSumPrivilegePercent: 15,
    paymentIncreasePrivilegePercent: 15,
  },
  /** Privileges are a share of the original principal (lump sums) or of the regular payment (increase). */
  maxPrivilegePercent: 100,
} as const;

/** One schema per request shape (ARCHITECTURE §4): the page's URL reading and the lead both use it. */
export const prepaymentInput = z.object({
  principal: z.number().min(0).max(mortgageRules.maxPrice),
  ratePercent: z.number().min(0).max(mortgageRules.maxRatePercent).multipleOf(0.01),
  amortizationYears: z.number().int().min(1).max(mortgageRules.maxAmortizationYears),
  frequency: z.enum(paymentFrequencyIds),
  /** Dollars added to every regular payment. */
  extraPayment: z.number().min(0).max(mortgageRules.maxPrice).multipleOf(0.01),
  /** Dollars paid at every anniversary (end of each loan year). */
  annualLumpSum: z.number().min(0).max(mortgageRules.maxPrice).multipleOf(0.01),
  /** Dollars paid once, at the end of loan year `oneOffYear`. */
  oneOffLumpSum: z.number().min(0).max(mortgageRules.maxPrice).multipleOf(0.01),
  oneOffYear: z.number().int().min(1).max(mortgageRules.maxAmortizationYears),
  lumpSumPrivilegePercent: z.number().min(0).max(prepaymentRules.maxPrivilegePercent).multipleOf(0.01),
  paymentIncreasePrivilegePercent: z.number().min(0).max(prepaymentRules.maxPrivilegePercent).multipleOf(0.01),
});
export type PrepaymentInput = z.infer<typeof prepaymentInput>;

export interface PrepaymentRow {
  /** 1-based payment number; lump sums ride on the last payment of a loan year. */
  number: number;
  /** 1-based loan year the payment falls in. */
  year: number;
  /** Regular payment plus any increase (the last one clears the balance). */
  payment: number;
  principal: number;
  interest: number;
  /** Lump sum paid with this payment, 0 for most rows. */
  prepayment: number;
  /** Balance after this payment and its lump sum. */
  balance: number;
}

export interface PrepaymentYear {
  year: number;
  payments: number;
  prepayments: number;
  principal: number;
  interest: number;
  endingBalance: number;
}

/** A loan year in which the plan goes past the lender's yearly privilege, with what it allows. */
export interface PrivilegeExcess {
  kind: 'lump-sum' | 'payment-increase';
  /** The first loan year it happens in (an increase happens every year, so 1). */
  year: number;
  /** Dollars the plan pays (the year's lump sums, or the increase per payment). */
  planned: number;
  /** Dollars the privilege allows. */
  allowed: number;
}

export interface PrepaymentResult {
  rows: PrepaymentRow[];
  years: PrepaymentYear[];
  /** The scheduled payment at the chosen frequency, before any increase. */
  regularPayment: number;
  /** What is actually paid each period: regular + increase. */
  paymentWithIncrease: number;
  paymentsPerYear: number;
  numberOfPayments: number;
  totalInterest: number;
  totalPrepaid: number;
  /** Months from the first payment to the last, rounded: 547 bi-weekly payments are 252 months. */
  payoffMonths: number;
  /** The plain schedule: same loan, monthly payments, no prepayment. */
  plain: ScheduleSummary & { payoffMonths: number };
  /** Plain interest − plan interest, never below 0 (a plan that saves nothing shows 0). */
  interestSaved: number;
  monthsSaved: number;
  excesses: PrivilegeExcess[];
}

function monthsFor(count: number, paymentsPerYear: number): number {
  return roundHalfAwayFromZero((count * 12) / paymentsPerYear);
}

/**
 * The schedule with prepayments, in integer cents, on the same rules as amortizationSchedule:
 * interest each period is the balance × the periodic rate (semi-annual compounding) rounded to the
 * cent, the regular payment (with its increase) goes first, then a lump sum due that period; the
 * last payment or lump sum is cut to what clears the balance, so it ends at exactly 0.
 */
export function prepaymentSchedule(input: PrepaymentInput): PrepaymentResult {
  const rule = frequencyRule(input.frequency);
  const n = rule.paymentsPerYear;
  const rate = periodicRate(input.ratePercent, mortgageRules.defaultCompoundingPerYear, n);
  const terms = {
    principal: input.principal,
    ratePercent: input.ratePercent,
    amortizationYears: input.amortizationYears,
    frequency: input.frequency,
  };
  const regular = paymentCents(terms);
  const increase = toCents(input.extraPayment);
  const annual = toCents(input.annualLumpSum);
  const oneOff = toCents(input.oneOffLumpSum);
  const maxCount = Math.max(1, Math.round(input.amortizationYears * n));

  const rows: PrepaymentRow[] = [];
  const years: PrepaymentYear[] = [];
  let balance = Math.max(0, toCents(input.principal));
  let totalInterest = 0;
  let totalPrepaid = 0;

  for (let k = 1; balance > 0; k++) {
    const year = Math.ceil(k / n);
    const interest = roundHalfAwayFromZero(balance * rate);
    const due = regular + increase;
    const last = k >= maxCount || balance + interest <= due;
    const paid = last ? balance + interest : due;
    balance -= paid - interest;
    // Lump sums are paid at each loan anniversary, with that year's last payment.
    const lumpDue = k % n === 0 ? annual + (year === input.oneOffYear ? oneOff : 0) : 0;
    const lump = Math.min(balance, lumpDue);
    balance -= lump;
    totalInterest += interest;
    totalPrepaid += lump;
    rows.push({
      number: k,
      year,
      payment: fromCents(paid),
      principal: fromCents(paid - interest),
      interest: fromCents(interest),
      prepayment: fromCents(lump),
      balance: fromCents(balance),
    });
    addToYear(years, year, paid, lump, paid - interest, interest, balance);
  }

  const plainSchedule = amortizationSchedule({ ...terms, frequency: 'monthly' });
  const plain = { ...plainSchedule.summary, payoffMonths: plainSchedule.summary.numberOfPayments };
  const payoffMonths = monthsFor(rows.length, n);

  return {
    rows,
    years: years.map((y) => ({
      year: y.year,
      payments: fromCents(y.payments),
      prepayments: fromCents(y.prepayments),
      principal: fromCents(y.principal),
      interest: fromCents(y.interest),
      endingBalance: fromCents(y.endingBalance),
    })),
    regularPayment: fromCents(regular),
    paymentWithIncrease: fromCents(regular + increase),
    paymentsPerYear: n,
    numberOfPayments: rows.length,
    totalInterest: fromCents(totalInterest),
    totalPrepaid: fromCents(totalPrepaid),
    payoffMonths,
    plain,
    interestSaved: fromCents(Math.max(0, toCents(plain.totalInterest) - totalInterest)),
    monthsSaved: Math.max(0, plain.payoffMonths - payoffMonths),
    excesses: privilegeExcesses(input, regular, increase, years),
  };
}

/**
 * Where the plan goes past the lender's yearly privilege. Lump sums are measured against the
 * original principal (as lenders word it: "up to 15% of the original amount each year"), counted
 * as actually paid in each loan year; the increase against the regular payment. Accelerated
 * payments are a frequency, not an increase, so they never count against the privilege.
 */
function privilegeExcesses(input: PrepaymentInput, regular: number, increase: number, years: readonly PrepaymentYear[]): PrivilegeExcess[] {
  const excesses: PrivilegeExcess[] = [];
  const lumpAllowed = roundHalfAwayFromZero((toCents(input.principal) * input.lumpSumPrivilegePercent) / 100);
  const over = years.find((y) => y.prepayments > lumpAllowed);
  if (over) excesses.push({ kind: 'lump-sum', year: over.year, planned: fromCents(over.prepayments), allowed: fromCents(lumpAllowed) });
  const increaseAllowed = roundHalfAwayFromZero((regular * input.paymentIncreasePrivilegePercent) / 100);
  if (increase > increaseAllowed) {
    excesses.push({ kind: 'payment-increase', year: 1, planned: fromCents(increase), allowed: fromCents(increaseAllowed) });
  }
  return excesses;
}

// Years accumulate in cents and convert once, so a year's columns add up exactly.
function addToYear(
  years: PrepaymentYear[],
  year: number,
  paid: number,
  lump: number,
  principal: number,
  interest: number,
  balance: number,
): void {
  let current = years[years.length - 1];
  if (!current || current.year !== year) {
    current = { year, payments: 0, prepayments: 0, principal: 0, interest: 0, endingBalance: 0 };
    years.push(current);
  }
  current.payments += paid;
  current.prepayments += lump;
  current.principal += principal;
  current.interest += interest;
  current.endingBalance = balance;
}
