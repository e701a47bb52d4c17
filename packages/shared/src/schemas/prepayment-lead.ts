import { z } from 'zod';
import { comparisonRules, comparisonScenario } from '../mortgage/comparison.ts';
import { prepaymentInput } from '../mortgage/prepayment.ts';

/**
 * What the prepayment calculator adds to a quote lead (issue 41, point 4): its inputs only; the
 * server works the schedule out again from them (ARCHITECTURE §7).
 */
export const prepaymentLeadContext = z.strictObject({ ...prepaymentInput.shape, kind: z.literal('prepayment') });
export type PrepaymentLeadContext = z.infer<typeof prepaymentLeadContext>;

/** What the side-by-side page adds (issue 41, point 6): the scenarios compared, inputs only. */
export const comparisonLeadContext = z.strictObject({
  kind: z.literal('comparison'),
  scenarios: z.array(comparisonScenario).min(1).max(comparisonRules.maxScenarios),
});
export type ComparisonLeadContext = z.infer<typeof comparisonLeadContext>;
