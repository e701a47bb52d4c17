import { calculatorsMessages } from '@maple/shared/messages/calculators';

const c = calculatorsMessages.common;
const count = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
const years = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 });
const ratio = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1 → '1 year', 25 → '25 years', 21.6 → '21.6 years' */
export function formatYears(value: number): string {
  return `${years.format(value)} ${value === 1 ? c.year : c.years}`;
}

/** 1560 → '1,560' */
export function formatCount(value: number): string {
  return count.format(value);
}

/** A GDS or TDS ratio: 31.96 → '32.0%' (one decimal). */
export function formatRatio(percent: number): string {
  return `${ratio.format(percent)}%`;
}
