import { z } from 'zod';
import { gds, tds, type MonthlyCosts } from './debt-service.ts';
import { maxMortgage } from './max-mortgage.ts';
import { fromCents, toCents } from './money.ts';
import { paymentCents } from './payment.ts';
import { conservativeDebtServiceLimits, debtServiceRules, type DebtServiceLimits, type DebtServiceRule } from './qualification-rules.ts';
import { qualifyingRate, type QualifyingRate } from './qualifying-rate.ts';
import { ruleInForce } from './rule-in-force.ts';
import { mortgageRules } from './rules.ts';

const money = z.number().min(0).max(mortgageRules.maxPrice);

/** The stress-test calculator's inputs; the monthly costs default to 0, the mortgage to none. */
export const qualificationFields = z.object({
  annualIncome: money,
  downPayment: money,
  amortization: z.number().int().min(1).max(mortgageRules.maxAmortizationYears),
  /** The contract rate offered, percent. */
  rate: z.number().min(0).max(mortgageRules.maxRatePercent).multipleOf(0.01),
  monthlyPropertyTax: money.default(0),
  monthlyHeating: money.default(0),
  monthlyCondoFees: money.default(0),
  monthlyDebts: money.default(0),
  /** A mortgage to test; left out, only the largest mortgage that passes is worked out. */
  mortgageAmount: money.optional(),
  /** Switching lender at renewal with the same amount and no longer amortization. */
  straightSwitch: z.boolean().default(false),
});
export type QualificationInput = z.input<typeof qualificationFields>;

export const qualificationDefaults = {
  annualIncome: 100_000,
  downPayment: 50_000,
  amortization: 25,
  rate: 3.84,
} as const;

/** The largest mortgage under one pair of limits, in dollars to the cent. */
export interface QualificationLine {
  limits: DebtServiceLimits;
  maxMonthlyPayment: number;
  maxMortgage: number;
  /** maxMortgage + down payment; mortgage insurance and the minimum down payment are not applied. */
  maxPrice: number;
  binding: 'gds' | 'tds';
}

export interface TestedMortgage {
  mortgage: number;
  /** Its monthly payment at the qualifying rate. */
  qualifyingPayment: number;
  gds: number;
  tds: number;
  passes: boolean;
  passesConservative: boolean;
}

export interface Qualification {
  qualifyingRate: QualifyingRate;
  /** The insurer's limits in force that day (39%/44% since July 2021). */
  inForce: QualificationLine & { rule: DebtServiceRule };
  /** The spec's 32%/40%. */
  conservative: QualificationLine;
  tested: TestedMortgage | null;
}

/**
 * Stress test on `day` (`YYYY-MM-DD`): the qualifying rate, the largest mortgage and price that
 * pass the limits in force and the conservative ones, which ratio binds, and, when a mortgage is
 * given, its GDS and TDS at the qualifying rate.
 */
export function calculateQualification(input: QualificationInput, day: string): Qualification {
  const q = qualificationFields.parse(input);
  const annualIncomeCents = toCents(q.annualIncome);
  const costs: MonthlyCosts = {
    propertyTaxCents: toCents(q.monthlyPropertyTax),
    heatingCents: toCents(q.monthlyHeating),
    condoFeesCents: toCents(q.monthlyCondoFees),
    otherDebtsCents: toCents(q.monthlyDebts),
  };
  const rate = qualifyingRate(q.rate, day, { straightSwitch: q.straightSwitch });
  const { rule } = ruleInForce(debtServiceRules, day);

  const line = (limits: DebtServiceLimits): QualificationLine => {
    const max = maxMortgage({ annualIncomeCents, costs, limits, ratePercent: rate.rate, amortizationYears: q.amortization });
    return {
      limits: { gdsPercent: limits.gdsPercent, tdsPercent: limits.tdsPercent },
      maxMonthlyPayment: fromCents(max.maxPaymentCents),
      maxMortgage: fromCents(max.maxMortgageCents),
      maxPrice: fromCents(max.maxMortgageCents + toCents(q.downPayment)),
      binding: max.binding,
    };
  };

  let tested: TestedMortgage | null = null;
  if (q.mortgageAmount !== undefined) {
    const payment = paymentCents({ principal: q.mortgageAmount, ratePercent: rate.rate, amortizationYears: q.amortization, frequency: 'monthly' });
    const g = gds(payment, costs, annualIncomeCents);
    const t = tds(payment, costs, annualIncomeCents);
    const within = (limits: DebtServiceLimits) => annualIncomeCents > 0 && g <= limits.gdsPercent && t <= limits.tdsPercent;
    tested = {
      mortgage: q.mortgageAmount,
      qualifyingPayment: fromCents(payment),
      gds: g,
      tds: t,
      passes: q.mortgageAmount === 0 || within(rule),
      passesConservative: q.mortgageAmount === 0 || within(conservativeDebtServiceLimits),
    };
  }

  return { qualifyingRate: rate, inForce: { ...line(rule), rule }, conservative: line(conservativeDebtServiceLimits), tested };
}
