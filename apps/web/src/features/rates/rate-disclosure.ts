import { rateDisclosureMessages as m } from '@maple/shared/messages/rate-disclosure';
import { exampleFeesTotal } from '@maple/shared/mortgage/example-fees';
import type { RepresentativeExample } from '@maple/shared/schemas/representative-example';
import { fillMessage } from '@/lib/message-template';
import { formatApr, formatDay, formatPlainDollars } from '@/lib/format';

/** '5.054% APR' */
export const aprText = (apr: number): string => fillMessage(m.apr, { apr: formatApr(apr) });

/** 'APR based on a representative example of a $400,000 mortgage amortized over 25 years with monthly payments and $0 of fees.' */
export function exampleSentence(example: RepresentativeExample): string {
  return fillMessage(m.example, {
    amount: formatPlainDollars(example.amount),
    years: example.amortizationYears,
    fees: formatPlainDollars(exampleFeesTotal(example)),
  });
}

/** 'Rates as of November 26, 2026' for the latest day any of `rates` was set, or undefined for none. */
export function ratesAsOfText(rates: readonly { asOf: string }[]): string | undefined {
  // YYYY-MM-DD sorts as text.
  const newest = rates.reduce<string | undefined>((latest, rate) => (latest === undefined || rate.asOf > latest ? rate.asOf : latest), undefined);
  return newest ? fillMessage(m.asOf, { date: formatDay(newest) }) : undefined;
}
