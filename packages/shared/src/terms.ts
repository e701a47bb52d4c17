import type { Translation } from './i18n/translation.ts';
import { rateTermMessages } from './messages/rate-terms.ts';

/** Standard terms shown on the rates page, in months. */
export const standardTermMonths = [12, 36, 60, 84] as const;

/**
 * Parses every spelling the spec lists ('5 year', '5-year', '5 Year', '5yr', '5 yrs', '60 months', 5)
 * into whole months. Returns undefined for anything else.
 */
export function parseTermMonths(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= 30 ? value * 12 : undefined;
  const v = value.trim().toLowerCase();
  const years = /^(\d{1,2})\s*-?\s*(?:y|yr|yrs|year|years)?$/.exec(v);
  if (years) {
    const n = Number(years[1]);
    return n > 0 && n <= 30 ? n * 12 : undefined;
  }
  const months = /^(\d{1,3})\s*-?\s*(?:m|mo|mos|month|months)$/.exec(v);
  if (months) {
    const n = Number(months[1]);
    return n > 0 && n <= 360 ? n : undefined;
  }
  return undefined;
}

/** Orders terms 1, 3, 5, 7 years first, then every other term ascending. */
export function compareTerms(a: number, b: number): number {
  const ia = standardTermMonths.indexOf(a as (typeof standardTermMonths)[number]);
  const ib = standardTermMonths.indexOf(b as (typeof standardTermMonths)[number]);
  if (ia !== -1 && ib !== -1) return ia - ib;
  if (ia !== -1) return -1;
  if (ib !== -1) return 1;
  return a - b;
}

type RateTermTexts = Translation<typeof rateTermMessages>;

/**
 * 60 → '5 year' ('5 ans'), 18 → '18 months' ('18 mois'). The texts are this build's language in
 * the web (decision 066); the server passes a reader's, `inLanguage(rateTermMessages, language)`.
 */
export function termLabel(months: number, t: RateTermTexts = rateTermMessages): string {
  if (months === 12) return t.oneYear;
  return (months % 12 === 0 ? t.years : t.months).replace('{count}', String(months % 12 === 0 ? months / 12 : months));
}

/**
 * 'High-Ratio' → 'High-Ratio' ('Ratio élevé'): a stored mortgage type in the reader's language; a
 * value outside the list (an older row) as it is stored.
 */
export function mortgageTypeName(type: string, t: RateTermTexts = rateTermMessages): string {
  return Object.hasOwn(t.mortgageTypes, type) ? t.mortgageTypes[type as keyof RateTermTexts['mortgageTypes']] : type;
}

/** 60, 'fixed' → '5 year fixed' ('fixe 5 ans'). */
export function rateName(months: number, rateType: 'fixed' | 'variable', t: RateTermTexts = rateTermMessages): string {
  return t.termAndType.replace('{term}', termLabel(months, t)).replace('{type}', t.types[rateType]);
}
