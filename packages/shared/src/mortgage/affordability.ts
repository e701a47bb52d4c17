import { z } from 'zod';
import { fromCents, roundHalfAwayFromZero, toCents, truncate } from './money.ts';
import { paymentCents, periodicRate, presentValue } from './payment.ts';
import { mortgageRules } from './rules.ts';
import type { UnderwritingRules } from './rules.ts';

const money = z.number().min(0).max(mortgageRules.maxPrice);

/** The affordability calculator's form; the optional monthly costs default to 0. */
export const affordabilityInput = z.object({
  annualIncome: money,
  downPayment: money,
  amortization: z.number().int().min(1).max(mortgageRules.maxAmortizationYears),
  rate: z.number().min(0).max(mortgageRules.maxRatePercent).multipleOf(0.01),
  monthlyDebts: money.default(0),
  monthlyPropertyTax: money.default(0),
  monthlyHeating: money.default(0),
});
/** What a form or caller passes: the monthly costs may be left out. */
export type AffordabilityInput = z.input<typeof affordabilityInput>;

export type DebtServiceLimit = 'gds' | 'tds';

export interface Affordability {
  /** The lesser of the two ratios' room for a mortgage payment, floored at 0, in dollars to the cent. */
  maxMonthlyPayment: number;
  maxMortgage: number;
  /** maxMortgage + downPayment; insurance and the minimum down payment are not applied here. */
  maxPrice: number;
  /** The payment on maxMortgage; never above maxMonthlyPayment. */
  monthlyPayment: number;
  /** Housing costs (payment, tax, heating) as a percent of gross monthly income, two decimals. */
  gdsRatio: number;
  /** Housing costs plus other debts as a percent of gross monthly income, two decimals. */
  tdsRatio: number;
  /** Which ratio sets the room; 'gds' on a tie. */
  limitedBy: DebtServiceLimit;
}

/**
 * Largest mortgage the income carries: the payment room is the lesser of GDS × income − housing
 * costs and TDS × income − housing costs − debts, and the mortgage is that payment's present
 * value at the semi-annually compounded monthly rate. Room and mortgage are cut (not rounded) to
 * the cent so the payment recomputed on the mortgage never exceeds either ratio.
 */
export function calculateAffordability(
  input: AffordabilityInput,
  rules: UnderwritingRules = mortgageRules,
): Affordability {
  const monthlyIncome = input.annualIncome / 12;
  const housing = (input.monthlyPropertyTax ?? 0) + (input.monthlyHeating ?? 0);
  const debts = input.monthlyDebts ?? 0;
  const gdsRoom = (monthlyIncome * rules.grossDebtServicePercent) / 100 - housing;
  const tdsRoom = (monthlyIncome * rules.totalDebtServicePercent) / 100 - housing - debts;
  const limitedBy: DebtServiceLimit = gdsRoom <= tdsRoom ? 'gds' : 'tds';
  const roomCents = Math.max(0, truncate(Math.min(gdsRoom, tdsRoom) * 100));

  const rate = periodicRate(input.rate, rules.defaultCompoundingPerYear, 12);
  const count = input.amortization * 12;
  const maxMortgageCents = truncate(presentValue(roomCents, rate, count));
  // The mortgage is cut to the cent below the exact present value of the room, so its payment
  // rounded to the nearest cent cannot exceed the room (itself whole cents).
  const monthlyCents = paymentCents({
    principal: fromCents(maxMortgageCents),
    ratePercent: input.rate,
    amortizationYears: input.amortization,
    frequency: 'monthly',
    compoundingPerYear: rules.defaultCompoundingPerYear,
  });
  const ratio = (costs: number) =>
    monthlyIncome > 0 ? roundHalfAwayFromZero((costs / monthlyIncome) * 100, 2) : 0;
  const monthlyPayment = fromCents(monthlyCents);

  return {
    maxMonthlyPayment: fromCents(roomCents),
    maxMortgage: fromCents(maxMortgageCents),
    maxPrice: fromCents(maxMortgageCents + toCents(input.downPayment)),
    monthlyPayment,
    gdsRatio: ratio(monthlyPayment + housing),
    tdsRatio: ratio(monthlyPayment + housing + debts),
    limitedBy,
  };
}
