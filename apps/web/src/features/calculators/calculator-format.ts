import { takesSingular } from '@maple/shared/i18n/number-format';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { formatMessages } from '@maple/shared/messages/formats';
import { pageLanguage } from '@maple/shared/messages/locale';
import { formatNumber, formatPercent } from '@/lib/format-number';

// Without Intl (formatNumber writes what it would): the calculators show these as the page loads,
// and the first Intl formatter costs the browser ICU's start-up (decision 052). For the same reason
// "year" or "years" is chosen by the language's plural rule written out (takesSingular, held to
// Intl.PluralRules by a test), not by ICU (decision 073).
const c = calculatorsMessages.common;

/** 1 → '1 year', 25 → '25 years', 21.6 → '21.6 years' ('1 an', '1,5 an', '21,6 ans') */
export function formatYears(value: number): string {
  // The number as shown decides: 1.04 is shown "1", so "1 year".
  const text = formatNumber(value, 1);
  const shown = Number(text.split(formatMessages.group).join('').replace(formatMessages.decimal, '.'));
  return `${text} ${takesSingular(pageLanguage, shown) ? c.year : c.years}`;
}

/** 1560 → '1,560' ('1 560') */
export function formatCount(value: number): string {
  return formatNumber(value, 0);
}

/** A GDS or TDS ratio: 31.96 → '32.0%' ('32,0 %'; one decimal). */
export function formatRatio(percent: number): string {
  return formatPercent(percent, 1, 1);
}
