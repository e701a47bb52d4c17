import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { formatNumber } from '@/lib/format-number';

// Without Intl (formatNumber writes what it would): the calculators show these as the page loads,
// and the first Intl formatter costs the browser ICU's start-up (decision 052).
const c = calculatorsMessages.common;

/** 1 → '1 year', 25 → '25 years', 21.6 → '21.6 years' */
export function formatYears(value: number): string {
  return `${formatNumber(value, 1)} ${value === 1 ? c.year : c.years}`;
}

/** 1560 → '1,560' */
export function formatCount(value: number): string {
  return formatNumber(value, 0);
}

/** A GDS or TDS ratio: 31.96 → '32.0%' (one decimal). */
export function formatRatio(percent: number): string {
  return `${formatNumber(percent, 1, 1)}%`;
}
