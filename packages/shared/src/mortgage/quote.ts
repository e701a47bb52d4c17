import { z } from 'zod';
import { insurancePremium } from './insurance.ts';
import { centsToWholeDollars, roundHalfAwayFromZero, toCents } from './money.ts';
import { mortgageRules, paymentFrequencyIds, quoteLocations } from './rules.ts';
import { amortizationSchedule } from './schedule.ts';

export const quoteValidationMessages = {
  downPaymentAbovePrice: 'Down payment cannot be more than the purchase price',
} as const;

/** The quote's numeric fields without the cross-field check, for schemas that extend them (leads). */
export const quoteCalculatorFields = z.object({
  price: z.number().min(0).max(mortgageRules.maxPrice),
  downPayment: z.number().min(0).max(mortgageRules.maxPrice),
  amortization: z.number().int().min(1).max(mortgageRules.maxAmortizationYears),
  mortgageRate: z.number().min(0).max(mortgageRules.maxRatePercent).multipleOf(0.01),
  paymentFrequency: z.enum(paymentFrequencyIds),
  location: z.enum(quoteLocations),
});

/** The calculator dialog's inputs (public-site §3 "Quote form state"); the server validates with it. */
export const quoteCalculatorInput = quoteCalculatorFields.refine((q) => q.downPayment <= q.price, {
  path: ['downPayment'],
  message: quoteValidationMessages.downPaymentAbovePrice,
});
export type QuoteCalculatorInput = z.infer<typeof quoteCalculatorInput>;

/** Exactly the spec's "Calculator outputs"; parsing a result with it drops the extra fields. */
export const quoteOutputs = z.object({
  /** Insurance premium, whole dollars. */
  cmhcInsurance: z.number(),
  /** Loan plus premium, whole dollars. */
  totalMortgage: z.number(),
  /** The regular payment at the chosen frequency, whole dollars. */
  periodicPayment: z.number(),
  /** The number of payments (the dialog labels it "number of payments"), not a dollar sum. */
  totalPayments: z.number(),
  /** Whole dollars. */
  totalInterest: z.number(),
  /** Payments ÷ payments per year, one decimal. */
  payoffYears: z.number(),
});
export type QuoteOutputs = z.infer<typeof quoteOutputs>;

export interface QuoteCalculation extends QuoteOutputs {
  /** Down payment as a percent of price, two decimals; 0 when the price is 0. */
  downPaymentPercent: number;
  /** Dollars, to the cent. */
  minimumDownPayment: number;
  /** The spec shows the minimum as a hint only; this lets the UI warn without blocking. */
  belowMinimumDownPayment: boolean;
}

export type QuoteTerms = Pick<
  QuoteCalculatorInput,
  'price' | 'downPayment' | 'amortization' | 'mortgageRate' | 'paymentFrequency'
>;

const zeroOutputs: QuoteOutputs = {
  cmhcInsurance: 0,
  totalMortgage: 0,
  periodicPayment: 0,
  totalPayments: 0,
  totalInterest: 0,
  payoffYears: 0,
};

/**
 * The home page quote: premium added to the loan, interest compounded semi-annually, figures in
 * whole dollars as the dialog shows them. Location does not change the math. A down payment above
 * the price is treated as no loan (the schema rejects it before this runs on the server).
 */
export function calculateQuote(terms: QuoteTerms): QuoteCalculation {
  const insurance = insurancePremium(terms.price, terms.downPayment);
  const extras = {
    downPaymentPercent: roundHalfAwayFromZero(insurance.downPaymentPercent, 2),
    minimumDownPayment: insurance.minimumDownPayment,
    belowMinimumDownPayment: insurance.belowMinimumDownPayment,
  };
  // Spec §5: "If price or down payment is zero, all outputs are zero."
  if (terms.price <= 0 || terms.downPayment <= 0) return { ...zeroOutputs, ...extras };

  const loanCents = Math.max(0, toCents(terms.price) - toCents(terms.downPayment));
  const totalMortgageCents = loanCents + toCents(insurance.premium);
  const schedule = amortizationSchedule({
    principal: totalMortgageCents / 100,
    ratePercent: terms.mortgageRate,
    amortizationYears: terms.amortization,
    frequency: terms.paymentFrequency,
    compoundingPerYear: mortgageRules.defaultCompoundingPerYear,
  });
  const { summary } = schedule;
  return {
    cmhcInsurance: centsToWholeDollars(toCents(insurance.premium)),
    totalMortgage: centsToWholeDollars(totalMortgageCents),
    periodicPayment: centsToWholeDollars(toCents(summary.payment)),
    totalPayments: summary.numberOfPayments,
    totalInterest: centsToWholeDollars(toCents(summary.totalInterest)),
    payoffYears: summary.payoffYears,
    ...extras,
  };
}
