/** A number a visitor wrote, and what its surroundings say it is. */
export type NumberInText = { value: number; kind: 'money' | 'percent' | 'years' | 'plain'; index: number; end: number };

// "$1,250,000", "400 000", "400k", "1.2 million", "4.5%", "4.5 percent", "25 years", "25-year".
const numberPattern =
  /(\$\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?: \d{3})+(?!\d)|\d+(?:\.\d+)?)(\s*(?:k\b|m\b|mm\b|million\b|thousand\b|%|percent\b|per cent\b|-?\s*(?:years?|yrs?)\b))?/gi;

/** Every number in the text with its kind: money ($, k, million, or 1,000 and up), percent or years. */
export function numbersInText(text: string): NumberInText[] {
  const found: NumberInText[] = [];
  for (const match of text.matchAll(numberPattern)) {
    const [whole, dollar, digits, suffixRaw] = match;
    let value = Number(digits!.replace(/[, ]/g, ''));
    if (!Number.isFinite(value)) continue;
    const suffix = (suffixRaw ?? '').trim().toLowerCase().replace(/^-\s*/, '');
    let kind: NumberInText['kind'] = 'plain';
    if (suffix === '%' || suffix.startsWith('per')) kind = 'percent';
    else if (/^(years?|yrs?)$/.test(suffix)) kind = 'years';
    else if (suffix === 'k' || suffix === 'thousand') {
      value *= 1_000;
      kind = 'money';
    } else if (suffix === 'm' || suffix === 'mm' || suffix === 'million') {
      value *= 1_000_000;
      kind = 'money';
    } else if (dollar || value >= 1_000) kind = 'money';
    found.push({ value, kind, index: match.index, end: match.index + whole.length });
  }
  return found;
}

export const moneyIn = (text: string) => numbersInText(text).filter((n) => n.kind === 'money');
export const percentIn = (text: string) => numbersInText(text).find((n) => n.kind === 'percent' && n.value > 0 && n.value <= 30)?.value;
export const yearsIn = (text: string) => numbersInText(text).find((n) => n.kind === 'years' && n.value >= 1 && n.value <= 30)?.value;
