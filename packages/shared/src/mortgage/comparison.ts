import { z } from 'zod';
import { insurancePremium } from './insurance.ts';
import { fromCents, toCents } from './money.ts';
import { quoteValidationMessages } from './quote.ts';
import { mortgageRules, paymentFrequencyIds, type PaymentFrequency } from './rules.ts';
import { amortizationSchedule } from './schedule.ts';

/** Terms lenders offer in Canada: one to ten years. */
export const comparisonRules = {
  maxScenarios: 3,
  termYearOptions: [1, 2, 3, 4, 5, 7, 10],
  defaults: [
    { price: 600_000, downPayment: 120_000, ratePercent: 4.19, termYears: 5, amortizationYears: 25, frequency: 'monthly' },
    { price: 600_000, downPayment: 120_000, ratePercent: 3.94, termYears: 3, amortizationYears: 25, frequency: 'monthly' },
    { price: 600_000, downPayment: 60_000, ratePercent: 4.19, termYears: 5, amortizationYears: 30, frequency: 'accelerated-bi-weekly' },
  ],
} as const satisfies { maxScenarios: number; termYearOptions: readonly number[]; defaults: readonly ComparisonScenario[] };

/** One scenario of the side-by-side page; the lead carries up to three of them. */
export const comparisonScenario = z
  .strictObject({
    price: z.number().min(0).max(mortgageRules.maxPrice),
    downPayment: z.number().min(0).max(mortgageRules.maxPrice),
    ratePercent: z.number().min(0).max(mortgageRules.maxRatePercent).multipleOf(0.01),
    termYears: z.number().int().min(1).max(10),
    amortizationYears: z.number().int().min(1).max(mortgageRules.maxAmortizationYears),
    frequency: z.enum(paymentFrequencyIds),
  })
  .refine((s) => s.downPayment <= s.price, { path: ['downPayment'], message: quoteValidationMessages.downPaymentAbovePrice });
export interface ComparisonScenario {
  price: number;
  downPayment: number;
  ratePercent: number;
  termYears: number;
  amortizationYears: number;
  frequency: PaymentFrequency;
}

export interface ComparisonResult {
  /** Price − down payment + the insurance premium, which is added to the loan. */
  mortgage: number;
  premium: number;
  belowMinimumDownPayment: boolean;
  minimumDownPayment: number;
  payment: number;
  paymentsPerYear: number;
  /** Interest paid by the term's last payment. */
  interestOverTerm: number;
  /** Principal paid by then. */
  principalOverTerm: number;
  /** Balance left to renew at the term's end (0 when paid off within the term). */
  balanceAtTermEnd: number;
  /** Every payment over the full amortization at this rate. */
  totalInterest: number;
  /** Down payment + every payment over the full amortization, assuming the rate never changes. */
  totalCost: number;
}

/**
 * One scenario worked out on the payment calculator's schedule (semi-annual compounding, integer
 * cents). The premium uses the same bands as the quote (ARCHITECTURE §8); a down payment above
 * the price counts as the whole price (no loan).
 */
export function compareScenario(scenario: ComparisonScenario): ComparisonResult {
  const down = Math.min(scenario.downPayment, scenario.price);
  const insurance = insurancePremium(scenario.price, down);
  const loanCents = Math.max(0, toCents(scenario.price) - toCents(down)) + toCents(insurance.premium);
  const schedule = amortizationSchedule({
    principal: fromCents(loanCents),
    ratePercent: scenario.ratePercent,
    amortizationYears: scenario.amortizationYears,
    frequency: scenario.frequency,
  });
  const termPayments = scenario.termYears * schedule.summary.paymentsPerYear;
  let interestCents = 0;
  let principalCents = 0;
  for (const p of schedule.payments.slice(0, termPayments)) {
    interestCents += toCents(p.interest);
    principalCents += toCents(p.principal);
  }
  return {
    mortgage: fromCents(loanCents),
    premium: insurance.premium,
    belowMinimumDownPayment: insurance.belowMinimumDownPayment && scenario.price > 0,
    minimumDownPayment: insurance.minimumDownPayment,
    payment: schedule.summary.payment,
    paymentsPerYear: schedule.summary.paymentsPerYear,
    interestOverTerm: fromCents(interestCents),
    principalOverTerm: fromCents(principalCents),
    balanceAtTermEnd: fromCents(loanCents - principalCents),
    totalInterest: schedule.summary.totalInterest,
    totalCost: fromCents(toCents(down) + toCents(schedule.summary.totalPaid)),
  };
}
