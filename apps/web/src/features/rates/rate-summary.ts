import type { BestRate, PublicRate, RateType } from '@maple/shared/schemas/rates';
import { compareTerms, rateName, termLabel } from '@maple/shared/terms';
import { formatRate } from '@/lib/format';

/** The rows of one rate type, in the order the API gave them (terms 1, 3, 5, 7 years first). */
export function ratesOfType(rates: readonly PublicRate[], type: RateType): PublicRate[] {
  return rates.filter((rate) => rate.rateType === type);
}

export interface TermComparison {
  termMonths: number;
  termLabel: string;
  /** The lowest of our fixed rates for this term, or null when none is offered. */
  fixed: number | null;
  variable: number | null;
  /** The APR of each of those rates (issue 27), null with the rate. */
  fixedApr: number | null;
  variableApr: number | null;
}

/**
 * Our lowest fixed and lowest variable rate per term (any mortgage type), terms in the rates page's
 * order: 1, 3, 5, 7 years, then the others ascending.
 */
export function lowestRatesByTerm(rates: readonly PublicRate[]): TermComparison[] {
  const byTerm = new Map<number, TermComparison>();
  for (const rate of rates) {
    const row = byTerm.get(rate.termMonths) ?? { termMonths: rate.termMonths, termLabel: termLabel(rate.termMonths), fixed: null, variable: null, fixedApr: null, variableApr: null };
    const current = row[rate.rateType];
    if (current === null || rate.ourRate < current) {
      row[rate.rateType] = rate.ourRate;
      row[`${rate.rateType}Apr`] = rate.apr;
    }
    byTerm.set(rate.termMonths, row);
  }
  return [...byTerm.values()].sort((a, b) => compareTerms(a.termMonths, b.termMonths));
}

/** Which side of a comparison is lower: 'fixed', 'variable', or null when equal or one is missing. */
export function lowerSide(row: Pick<TermComparison, 'fixed' | 'variable'>): RateType | null {
  if (row.fixed === null || row.variable === null || row.fixed === row.variable) return null;
  return row.fixed < row.variable ? 'fixed' : 'variable';
}

/** The home badge's text: '3.84% · 5 year fixed' ('3,84 % · fixe 5 ans'). */
export function bestRateText(best: Pick<BestRate, 'ourRate' | 'termMonths' | 'rateType'>): string {
  return `${formatRate(best.ourRate)} · ${rateName(best.termMonths, best.rateType)}`;
}
