import { fromCents, roundHalfAwayFromZero, toCents } from './money.ts';
import { mortgageRules } from './rules.ts';
import type { UnderwritingRules } from './rules.ts';

/** The least down payment the federal rule allows for a price, in dollars (to the cent). */
export function minimumDownPayment(price: number, rules: UnderwritingRules = mortgageRules): number {
  return fromCents(minimumDownPaymentCents(toCents(price), rules));
}

function minimumDownPaymentCents(priceCents: number, rules: UnderwritingRules): number {
  const rule = rules.minimumDownPayment;
  if (priceCents <= 0) return 0;
  if (priceCents >= toCents(rule.fullPriceThreshold)) {
    return roundHalfAwayFromZero((priceCents * rule.fullPricePercent) / 100);
  }
  let required = 0;
  let floor = 0;
  for (const tier of rule.tiers) {
    const ceiling = Math.min(priceCents, toCents(tier.upTo));
    if (ceiling > floor) required += ((ceiling - floor) * tier.percent) / 100;
    floor = Math.max(floor, ceiling);
  }
  return roundHalfAwayFromZero(required);
}

export interface InsurancePremium {
  /** Premium in dollars (to the cent); it is added to the mortgage. */
  premium: number;
  /** The percent of the loan charged; 0 at or above the insurance-free down payment. */
  premiumPercent: number;
  /** Down payment as a percent of the price, unrounded; 0 when the price is 0. */
  downPaymentPercent: number;
  minimumDownPayment: number;
  belowMinimumDownPayment: boolean;
}

/**
 * Mortgage default insurance ("CMHC") on price − down payment. Band edges are compared in integer
 * cents (down × 100 ≥ price × percent) so exactly 10% down lands in the 10% band, not below it.
 * Below the legal minimum the loan is not insurable; the quote still shows the lowest band's
 * premium (4.0%) and raises `belowMinimumDownPayment` so the UI can warn.
 */
export function insurancePremium(
  price: number,
  downPayment: number,
  rules: UnderwritingRules = mortgageRules,
): InsurancePremium {
  const priceCents = Math.max(0, toCents(price));
  const downCents = Math.max(0, toCents(downPayment));
  const loanCents = Math.max(0, priceCents - downCents);
  const minimumCents = minimumDownPaymentCents(priceCents, rules);
  const belowMinimumDownPayment = priceCents > 0 && downCents < minimumCents;
  const downPaymentPercent = priceCents > 0 ? (downCents / priceCents) * 100 : 0;
  const base = { downPaymentPercent, minimumDownPayment: fromCents(minimumCents), belowMinimumDownPayment };

  const atLeast = (percent: number) => downCents * 100 >= priceCents * percent;
  if (loanCents === 0 || atLeast(rules.insuranceFreeDownPercent)) {
    return { ...base, premium: 0, premiumPercent: 0 };
  }
  const bands = rules.insurancePremiumBands;
  const lowest = bands[0];
  if (!lowest) throw new Error('mortgageRules.insurancePremiumBands is empty');
  const band = belowMinimumDownPayment ? lowest : (bands.findLast((b) => atLeast(b.minDownPercent)) ?? lowest);
  const premiumCents = roundHalfAwayFromZero((loanCents * band.premiumPercent) / 100);
  return { ...base, premium: fromCents(premiumCents), premiumPercent: band.premiumPercent };
}
