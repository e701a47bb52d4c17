/**
 * Rules that change on a date (qualifying rate, debt-service limits, statutes) are kept as tables of
 * dated entries; a calculation asks for the entry in force on its day (a closing date, or today
 * from the injectable clock), never for "the latest", so a past or future date gets its own rule.
 */

/** Where a rule was read: the official page and the day it was read. */
export interface RuleSource {
  title: string;
  url: string;
  /** `YYYY-MM-DD` */
  read: string;
}

export interface DatedRule {
  /** First day in force, `YYYY-MM-DD` (Toronto calendar). */
  effectiveFrom: string;
  sources: readonly RuleSource[];
}

/**
 * The calendar day of an instant in Toronto, without Intl (a calculator page should not pay ICU's
 * start-up, decision 052): UTC − 5 h. During daylight time this turns the day over at 1 a.m.
 * instead of midnight, so a rule is at most one hour late on its first day.
 */
export function ruleDay(at: Date): string {
  return new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The entry in force on `day`: the last one whose effectiveFrom is not after it. Before the first
 * entry the table has no rule; the first is used then (and `before` says so) rather than failing,
 * because a date the table does not reach is still a date someone may type.
 */
export function ruleInForce<R extends DatedRule>(table: readonly [R, ...R[]], day: string): { rule: R; before: boolean } {
  const sorted = [...table].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const rule = sorted.findLast((entry) => entry.effectiveFrom <= day);
  return rule ? { rule, before: false } : { rule: sorted[0]!, before: true };
}
