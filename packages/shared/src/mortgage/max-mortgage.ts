import { truncate } from './money.ts';
import { presentValue, periodicRate } from './payment.ts';
import { housingCostsCents, type MonthlyCosts } from './debt-service.ts';
import type { DebtServiceLimits } from './qualification-rules.ts';
import { mortgageRules } from './rules.ts';

export interface MaxMortgage {
  /** The monthly payment room left by the binding ratio, whole cents, never negative. */
  maxPaymentCents: number;
  /** The largest mortgage whose payment at `ratePercent` fits that room, whole cents. */
  maxMortgageCents: number;
  /** Which ratio leaves less room; 'gds' on a tie. */
  binding: 'gds' | 'tds';
}

/**
 * The largest mortgage that passes both ratios at `ratePercent` (the qualifying rate for a stress
 * test): the payment room is the lesser of GDS × income − housing costs and TDS × income − housing
 * costs − other debts, and the mortgage is that room's present value over the amortization at the
 * semi-annually compounded monthly rate. Both are cut (never rounded up) to the cent, so the
 * payment recomputed on the mortgage passes.
 */
export function maxMortgage(input: {
  annualIncomeCents: number;
  costs: MonthlyCosts;
  limits: DebtServiceLimits;
  ratePercent: number;
  amortizationYears: number;
}): MaxMortgage {
  const monthlyIncomeCents = input.annualIncomeCents / 12;
  const housing = housingCostsCents(input.costs);
  const gdsRoom = (monthlyIncomeCents * input.limits.gdsPercent) / 100 - housing;
  const tdsRoom = (monthlyIncomeCents * input.limits.tdsPercent) / 100 - housing - input.costs.otherDebtsCents;
  const binding = gdsRoom <= tdsRoom ? 'gds' : 'tds';
  const maxPaymentCents = Math.max(0, truncate(Math.min(gdsRoom, tdsRoom)));
  const rate = periodicRate(input.ratePercent, mortgageRules.defaultCompoundingPerYear, 12);
  const maxMortgageCents = truncate(presentValue(maxPaymentCents, rate, input.amortizationYears * 12));
  return { maxPaymentCents, maxMortgageCents, binding };
}
