import type { DatedRule, RuleSource } from './rule-in-force.ts';

const interestAct: RuleSource = {
  title: 'Interest Act (R.S.C., 1985, c. I-15), section 10',
  url: 'https://laws-lois.justice.gc.ca/eng/acts/I-15/section-10.html',
  read: '2026-11-29',
};

export interface PenaltyRule extends DatedRule {
  /** Months of interest charged as the usual minimum penalty (lender practice, not statute). */
  interestMonths: number;
  /** Terms longer than this many months are capped once this many months have passed (Interest Act s. 10). */
  interestActCapAfterMonths: number;
  /** The most the lender may charge then: this many months' interest. */
  interestActCapMonths: number;
}

/**
 * The penalty to break a mortgage, as data. Section 10 dates from long before 1985; the date here
 * is the day the Revised Statutes of Canada, 1985, came into force, the text the source quotes.
 */
export const penaltyRules: readonly [PenaltyRule, ...PenaltyRule[]] = [
  { effectiveFrom: '1988-12-12', interestMonths: 3, interestActCapAfterMonths: 60, interestActCapMonths: 3, sources: [interestAct] },
];

/** The term lengths the calculator offers, in years. */
export const penaltyTermOptions = [1, 2, 3, 4, 5, 6, 7, 10] as const;
