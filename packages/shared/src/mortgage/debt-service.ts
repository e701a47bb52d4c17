import { roundHalfAwayFromZero } from './money.ts';
import { condoFeeSharePercent } from './qualification-rules.ts';

/** A household's monthly costs besides the mortgage, in integer cents. */
export interface MonthlyCosts {
  propertyTaxCents: number;
  heatingCents: number;
  condoFeesCents: number;
  /** Car loans, cards, lines of credit and other debts: TDS only. */
  otherDebtsCents: number;
}

/** Property tax, heating and the counted share of condo fees, in cents (a half cent is kept). */
export function housingCostsCents(costs: MonthlyCosts): number {
  return costs.propertyTaxCents + costs.heatingCents + (costs.condoFeesCents * condoFeeSharePercent) / 100;
}

/** A share of gross monthly income as a percent, two decimals; 0 when there is no income. */
function ratio(costsCents: number, annualIncomeCents: number): number {
  if (annualIncomeCents <= 0) return 0;
  return roundHalfAwayFromZero((costsCents * 12 * 100) / annualIncomeCents, 2);
}

/** Gross debt service: the mortgage payment plus housing costs over gross monthly income, in percent. */
export function gds(paymentCents: number, costs: MonthlyCosts, annualIncomeCents: number): number {
  return ratio(paymentCents + housingCostsCents(costs), annualIncomeCents);
}

/** Total debt service: GDS's costs plus other debts over gross monthly income, in percent. */
export function tds(paymentCents: number, costs: MonthlyCosts, annualIncomeCents: number): number {
  return ratio(paymentCents + housingCostsCents(costs) + costs.otherDebtsCents, annualIncomeCents);
}
