import { mortgageRules } from '@maple/shared/mortgage/rules';
import { blankNotAmounts } from './not-amounts.ts';

/** A number a visitor wrote, and what its spelling says it is; index and end are its place in the text. */
export type NumberInText = { value: number; kind: 'money' | 'percent' | 'years' | 'plain'; index: number; end: number };

// Separators French-Canadian text groups thousands with: a space, a no-break space, a narrow
// no-break space (what Intl fr-CA writes) or a thin space.
const groupSpace = '[ \\u00A0\\u202F\\u2009]';
const letter = 'A-Za-zÀ-ÖØ-öø-ÿ';

// Digits in the spellings visitors use: "1,250,000.50" (English), "1 250 000,50" (French),
// "1250000", "1.2" and "1,2" (a comma before one or two digits is a decimal comma).
const digits = `\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?(?!\\d)|\\d{1,3}(?:${groupSpace}\\d{3})+(?:,\\d{1,2})?(?!\\d)|\\d+(?:\\.\\d+|,\\d{1,2}(?!\\d))?`;
const numberPattern = new RegExp(
  `(?<![\\w.,${letter}])` +
    `(?<dollar>(?:CA|C)?\\$\\s*)?` +
    `(?<digits>${digits})` +
    `(?<scale>\\s*(?:k|thousand|grand|mille|mm|m|mil|million|millions)(?![${letter}]))?` +
    `(?<unit>\\s*(?:\\$\\s*CA(?![${letter}])|\\$|dollars?(?![${letter}])|de\\s+dollars|bucks|CAD(?![${letter}])|%|percent|per\\s*cent|pour\\s*cent|pourcent)|\\s*-?\\s*(?:years?|yrs?|ans|année?s?)(?![${letter}]))?` +
    `(?![${letter}\\d])`,
  'gi',
);

const scaleOf = (scale: string) => (scale === 'k' || scale === 'thousand' || scale === 'grand' || scale === 'mille' ? 1_000 : scale ? 1_000_000 : 1);

/**
 * Every number in the text with its kind: money (a currency sign or word, k or million, or 1,000
 * and up), percent, or years. Digits inside emails, phone numbers, postal codes, dates and street
 * numbers are not read; neither is a bare year ("in 2027") or a figure past any home's price.
 */
export function numbersInText(text: string): NumberInText[] {
  const found: NumberInText[] = [];
  for (const match of blankNotAmounts(text).matchAll(numberPattern)) {
    const { dollar, digits: raw = '', scale: scaleRaw, unit: unitRaw } = match.groups!;
    const decimalComma = /^\d+,\d{1,2}$/.test(raw) || new RegExp(`${groupSpace}\\d{3},\\d{1,2}$`).test(raw);
    const plainDigits = decimalComma ? raw.replace(new RegExp(groupSpace, 'g'), '').replace(',', '.') : raw.replace(new RegExp(`[,]|${groupSpace}`, 'g'), '');
    const scale = (scaleRaw ?? '').trim().toLowerCase();
    const unit = (unitRaw ?? '').trim().toLowerCase().replace(/^-\s*/, '');
    const value = Number(plainDigits) * scaleOf(scale);
    if (!Number.isFinite(value)) continue;
    let kind: NumberInText['kind'] = 'plain';
    if (unit === '%' || /^p(er|our)/.test(unit)) kind = 'percent';
    else if (/^(years?|yrs?|ans|année?s?)$/.test(unit)) kind = 'years';
    else if (dollar || unit || scale || value >= 1_000) kind = 'money';
    // "in 2027" or "since 2019": a four-digit year with no sign of money is a date, not an amount.
    if (kind === 'money' && !dollar && !unit && !scale && /^(19|20)\d{2}$/.test(raw)) kind = 'plain';
    // Past any home's price it is an account or reference number, not an amount.
    if (value > mortgageRules.maxPrice) continue;
    found.push({ value, kind, index: match.index, end: match.index + match[0].length });
  }
  return found;
}

export const moneyIn = (text: string) => numbersInText(text).filter((n) => n.kind === 'money');
export const percentIn = (text: string) => numbersInText(text).find((n) => n.kind === 'percent' && n.value > 0 && n.value <= 30)?.value;
export const yearsIn = (text: string) => numbersInText(text).find((n) => n.kind === 'years' && n.value >= 1 && n.value <= 30)?.value;
