import { qualifyingRateRules, type QualifyingRateRule } from './qualification-rules.ts';
import { ruleInForce } from './rule-in-force.ts';

export interface QualifyingRate {
  /** Percent, two decimals. */
  rate: number;
  /** Which part set it: the contract rate plus the buffer, the floor, or the contract rate itself (straight switch). */
  basis: 'buffer' | 'floor' | 'straight-switch';
  rule: QualifyingRateRule;
}

/** Percent to whole basis points, so 3.84 + 2 is exactly 5.84 and not 5.840000000000001. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/**
 * The rate a borrower must qualify at on `day` (`YYYY-MM-DD`): the greater of the contract rate
 * plus the buffer and the floor; a straight switch at renewal, once exempt, qualifies at the
 * contract rate. A tie between buffer and floor counts as the floor.
 */
export function qualifyingRate(contractRatePercent: number, day: string, options: { straightSwitch?: boolean } = {}): QualifyingRate {
  const { rule } = ruleInForce(qualifyingRateRules, day);
  const contract = basisPoints(contractRatePercent);
  if (options.straightSwitch && rule.straightSwitchExempt) return { rate: contract / 100, basis: 'straight-switch', rule };
  const buffered = contract + basisPoints(rule.bufferPercent);
  const floor = basisPoints(rule.floorPercent);
  return buffered > floor ? { rate: buffered / 100, basis: 'buffer', rule } : { rate: floor / 100, basis: 'floor', rule };
}
