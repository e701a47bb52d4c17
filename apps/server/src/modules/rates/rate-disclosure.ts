import { brokerageDay } from '@maple/shared/brokerage-day';
import { annualPercentageRate } from '@maple/shared/mortgage/apr';
import { exampleFeesTotal } from '@maple/shared/mortgage/example-fees';
import type { RepresentativeExample } from '@maple/shared/schemas/representative-example';
import type { RateType } from '@maple/shared/schemas/rates';

/**
 * What an advertised rate carries beside itself (issue 27): our rate's APR over its own term on the
 * representative example, in the rate's own compounding (fixed semi-annual, variable monthly), and
 * the day it was last set or scraped.
 */
export function rateDisclosure(
  rate: { ourRate: number; termMonths: number; rateType: RateType; scrapedAt: Date; lastEditedAt: Date | null },
  example: RepresentativeExample,
): { apr: number; asOf: string } {
  const apr = annualPercentageRate({
    principal: example.amount,
    ratePercent: rate.ourRate,
    compounding: rate.rateType === 'fixed' ? 'semi-annual' : 'monthly',
    amortizationYears: example.amortizationYears,
    termMonths: rate.termMonths,
    fees: exampleFeesTotal(example),
  });
  const setAt = rate.lastEditedAt && rate.lastEditedAt > rate.scrapedAt ? rate.lastEditedAt : rate.scrapedAt;
  return { apr, asOf: brokerageDay(setAt) };
}
