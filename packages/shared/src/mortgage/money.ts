/**
 * Rounding for money. The calculators work in integer cents so sums are exact; these helpers are
 * the only places a float becomes cents or whole dollars.
 */

/**
 * Rounds half away from zero at `decimals` places. Scaling first and trimming to 15 significant
 * digits removes binary noise, so 1.005 or 3199.03 / 2 round the way the printed decimal reads
 * (2.675 * 100 is 267.49999999999997 in binary, yet people expect 268).
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rounds toward zero at `decimals` places, with the same noise guard: a limit is never exceeded. */
export function truncate(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const cut = Math.floor(scaled) / factor;
  return value < 0 && cut !== 0 ? -cut : cut;
}

export function toCents(dollars: number): number {
  return roundHalfAwayFromZero(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function roundToCents(dollars: number): number {
  return fromCents(toCents(dollars));
}

/** The quote shows whole Canadian dollars (public-site §9). */
export function centsToWholeDollars(cents: number): number {
  return roundHalfAwayFromZero(cents / 100);
}
