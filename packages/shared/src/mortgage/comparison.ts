import { z } from 'zod';
import { insuredMortgagePremium, type NotInsurableReason } from './insured-premium.ts';
import { fromCents, toCents } from './money.ts';
import { quoteValidationMessages } from './quote.ts';
import { mortgageRules, paymentFrequencyIds, type PaymentFrequency } from './rules.ts';
import { amortizationSchedule } from './schedule.ts';

/**
 * Terms lenders offer in Canada: one to ten years. The third default is insured (10 % down) over
 * 25 years: the buyer is not a first-time buyer nor buying a new build by default, and under the
 * rules in force only they may have 30 years insured.
 */
export const comparisonRules = {
  maxScenarios: 3,
  termYearOptions: [1, 2, 3, 4, 5, 7, 10],
  defaults: [
    { price: 600_000, downPayment: 120_000, ratePercent: 4.19, termYears: 5, amortizationYears: 25, frequency: 'monthly' },
    { price: 600_000, downPayment: 120_000, ratePercent: 3.94, termYears: 3, amortizationYears: 25, frequency: 'monthly' },
    { price: 600_000, downPayment: 60_000, ratePercent: 4.19, termYears: 5, amortizationYears: 25, frequency: 'accelerated-bi-weekly' },
  ],
  defaultFirstTimeOrNewBuild: false,
} as const satisfies {
  maxScenarios: number;
  termYearOptions: readonly number[];
  defaults: readonly ComparisonScenario[];
  defaultFirstTimeOrNewBuild: boolean;
};

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

/** What the comparison asks once, for every scenario: who is buying, and the day whose rules apply. */
export interface ComparisonBuyer {
  /** A first-time buyer or a newly built home: an insured mortgage may then run 30 years, with the surcharge. */
  firstTimeOrNewBuild: boolean;
  /** YYYY-MM-DD: the insured-mortgage rules in force that day apply (today on the page and the server). */
  on: string;
}

export interface ComparisonResult {
  /** Price − down payment + the insurance premium, which is added to the loan. */
  mortgage: number;
  /** 0 when no insurance is needed (20 % down or more) or the mortgage cannot be insured. */
  premium: number;
  /** The band's percent plus any surcharge; 0 without a premium. */
  premiumPercent: number;
  /** 0.2 when the premium includes the surcharge for an amortization over 25 years. */
  surchargePercent: number;
  /** Why a mortgage that needs insurance cannot have it; empty otherwise. Its figures then carry no premium. */
  notInsurable: NotInsurableReason[];
  belowMinimumDownPayment: boolean;
  minimumDownPayment: number;
  /** The longest insured amortization for this buyer under the rules applied. */
  maxInsuredAmortizationYears: number;
  /** Insured only below this price. */
  insuredPriceCap: number;
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
 * cents). The premium is the insured-mortgage rules' in force on `buyer.on` (insured-premium.ts,
 * as the closing costs page): the $1.5 million cap, its minimum down payment, 30 years insured
 * only for a first-time buyer or a new build with the 0.20 % surcharge. A mortgage that needs
 * insurance but cannot have it is flagged (`notInsurable`) and worked out without a premium. A
 * down payment above the price counts as the whole price (no loan).
 */
export function compareScenario(scenario: ComparisonScenario, buyer: ComparisonBuyer): ComparisonResult {
  const down = Math.min(scenario.downPayment, scenario.price);
  const insurance = insuredMortgagePremium({
    priceCents: toCents(scenario.price),
    downPaymentCents: toCents(down),
    amortizationYears: scenario.amortizationYears,
    firstTimeBuyer: buyer.firstTimeOrNewBuild,
    newBuild: buyer.firstTimeOrNewBuild,
    on: buyer.on,
  });
  const loanCents = Math.max(0, toCents(scenario.price) - toCents(down)) + insurance.premiumCents;
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
    premium: fromCents(insurance.premiumCents),
    premiumPercent: insurance.premiumPercent,
    surchargePercent: insurance.surchargePercent,
    notInsurable: insurance.notInsurable,
    belowMinimumDownPayment: insurance.notInsurable.includes('below-minimum-down-payment'),
    minimumDownPayment: fromCents(insurance.minimumDownPaymentCents),
    maxInsuredAmortizationYears: insurance.maxAmortizationYears,
    insuredPriceCap: fromCents(insurance.priceCapCents),
    payment: schedule.summary.payment,
    paymentsPerYear: schedule.summary.paymentsPerYear,
    interestOverTerm: fromCents(interestCents),
    principalOverTerm: fromCents(principalCents),
    balanceAtTermEnd: fromCents(loanCents - principalCents),
    totalInterest: schedule.summary.totalInterest,
    totalCost: fromCents(toCents(down) + toCents(schedule.summary.totalPaid)),
  };
}
