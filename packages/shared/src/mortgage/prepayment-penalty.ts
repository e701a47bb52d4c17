import { z } from 'zod';
import { fromCents, roundHalfAwayFromZero, toCents } from './money.ts';
import { penaltyRules, penaltyTermOptions, type PenaltyRule } from './penalty-rules.ts';
import { ruleInForce } from './rule-in-force.ts';
import { mortgageRules } from './rules.ts';

const rate = z.number().min(0).max(mortgageRules.maxRatePercent).multipleOf(0.01);

export const rateTypes = ['fixed', 'variable'] as const;
export type RateType = (typeof rateTypes)[number];
/** Which rates the lender compares: what it offers today, or its posted rates less the discount you got. */
export const comparisonBases = ['discounted', 'posted'] as const;
export type ComparisonBasis = (typeof comparisonBases)[number];

/** The penalty calculator's inputs. `monthsLeft` may not exceed the term. */
export const penaltyFields = z.object({
  balance: z.number().min(0).max(mortgageRules.maxPrice),
  rate,
  rateType: z.enum(rateTypes),
  termYears: z.literal(penaltyTermOptions),
  monthsLeft: z.number().int().min(0).max(Math.max(...penaltyTermOptions) * 12),
  /** The lender's rate today for a term about as long as the time left (a posted rate when basis is 'posted'). */
  comparisonRate: rate,
  comparisonBasis: z.enum(comparisonBases).default('discounted'),
  /** The discount off the posted rate given at signing; only the posted-rate comparison uses it. */
  discount: rate.default(0),
});
export type PenaltyInput = z.input<typeof penaltyFields>;

export const penaltyValidationMessages = {
  monthsLeftAboveTerm: 'The months left cannot be more than the term',
} as const;

/** Months left within the term: what the server accepts. */
export const penaltyInput = penaltyFields.refine((p) => p.monthsLeft <= p.termYears * 12, {
  path: ['monthsLeft'],
  message: penaltyValidationMessages.monthsLeftAboveTerm,
});

export const penaltyDefaults = {
  balance: 400_000,
  rate: 5,
  rateType: 'fixed',
  termYears: 5,
  monthsLeft: 36,
  comparisonRate: 3.5,
  comparisonBasis: 'discounted',
  discount: 0,
} as const satisfies PenaltyInput;

export interface PrepaymentPenalty {
  /** Dollars to the cent. */
  threeMonthsInterest: number;
  /** Null for a variable rate (no differential is charged). */
  interestRateDifferential: number | null;
  /** The rate the differential compares with: the comparison rate, less the discount on the posted basis; never below 0. */
  effectiveComparisonRate: number;
  /** Contract rate − effective comparison rate, floored at 0, percent. */
  rateGap: number;
  /** The estimate: the greater of the two, or three months' interest under the Interest Act cap. */
  penalty: number;
  appliedMethod: 'three-months-interest' | 'interest-rate-differential';
  /** The term is over five years and five years have passed: at most three months' interest. */
  interestActCap: boolean;
  monthsElapsed: number;
  rule: PenaltyRule;
}

const basisPoints = (percent: number) => Math.round(percent * 100);

/**
 * The penalty to break a mortgage on `day`, as lenders usually estimate it. Three months' interest
 * is balance × rate × 3/12. The interest-rate differential (fixed rates) is balance × (contract −
 * comparison rate) × months left / 12, undiscounted; on the posted basis the comparison is the
 * posted rate less the discount given at signing, which makes the gap larger. The greater applies,
 * except that under the Interest Act s. 10 a term longer than five years costs at most three
 * months' interest once five years have passed. Arithmetic is in cents and basis points: exact
 * integers until the one rounding to the cent.
 */
export function prepaymentPenalty(input: PenaltyInput, day: string): PrepaymentPenalty {
  const p = penaltyFields.parse(input);
  const { rule } = ruleInForce(penaltyRules, day);
  const balanceCents = toCents(p.balance);
  const termMonths = p.termYears * 12;
  const monthsLeft = Math.min(p.monthsLeft, termMonths);
  const monthsElapsed = termMonths - monthsLeft;

  const contractBp = basisPoints(p.rate);
  const comparisonBp = Math.max(0, basisPoints(p.comparisonRate) - (p.comparisonBasis === 'posted' ? basisPoints(p.discount) : 0));
  const gapBp = Math.max(0, contractBp - comparisonBp);

  // cents × basis points × months stays below 2^53 at the schema's limits (1e10 × 3000 × 120).
  const interestCents = roundHalfAwayFromZero((balanceCents * contractBp * rule.interestMonths) / (10_000 * 12));
  const irdCents = p.rateType === 'fixed' ? roundHalfAwayFromZero((balanceCents * gapBp * monthsLeft) / (10_000 * 12)) : null;

  const interestActCap = termMonths > rule.interestActCapAfterMonths && monthsElapsed >= rule.interestActCapAfterMonths;
  const capCents = roundHalfAwayFromZero((balanceCents * contractBp * rule.interestActCapMonths) / (10_000 * 12));
  const irdApplies = irdCents !== null && irdCents > interestCents;
  let penaltyCents = irdApplies ? irdCents : interestCents;
  if (interestActCap) penaltyCents = Math.min(penaltyCents, capCents);

  return {
    threeMonthsInterest: fromCents(interestCents),
    interestRateDifferential: irdCents === null ? null : fromCents(irdCents),
    effectiveComparisonRate: comparisonBp / 100,
    rateGap: gapBp / 100,
    penalty: fromCents(penaltyCents),
    appliedMethod: irdApplies && !interestActCap ? 'interest-rate-differential' : 'three-months-interest',
    interestActCap,
    monthsElapsed,
    rule,
  };
}
