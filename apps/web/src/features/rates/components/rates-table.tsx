import { ratesMessages } from '@maple/shared/messages/rates';
import { mortgageTypeName, termLabel } from '@maple/shared/terms';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { cn } from '@/lib/cn';
import { rateDisclosureMessages } from '@maple/shared/messages/rate-disclosure';
import { formatApr, formatRate } from '@/lib/format';

const m = ratesMessages;
const typeLabel = (rate: PublicRate) => (rate.rateType === 'fixed' ? m.fixedTab : m.variableTab);

/**
 * Rate rows as a table, in the order given: term, (rate type), mortgage type, posted rate and our
 * rate to 2 decimals, and our rate's APR to 3 beside it, as prominent (O. Reg. 191/08): in a column
 * of its own, or on a phone under our rate in the same cell, where a sixth column would be scrolled
 * out of sight. On a phone the type, when shown, sits under the term for the same reason: our rate
 * and its APR must be on screen, not past a scroll. `emptyText` is shown instead of the table when
 * there are no rows.
 */
export function RatesTable({
  rates,
  caption,
  emptyText,
  showType = false,
  className,
}: {
  rates: readonly PublicRate[];
  caption: string;
  emptyText: string;
  showType?: boolean;
  className?: string;
}) {
  if (rates.length === 0) {
    return <p className={cn('rounded-lg border border-dashed p-8 text-center text-muted-foreground', className)}>{emptyText}</p>;
  }
  return (
    // Focusable and named so keyboard users can scroll it sideways when a phone screen is too narrow.
    <div role="region" aria-label={caption} tabIndex={0} className={cn('overflow-x-auto rounded-lg border', className)}>
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-navy-50 text-navy-900">
          <tr>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">{m.termColumn}</th>
            {showType ? <th scope="col" className="hidden px-2.5 py-3 font-semibold sm:table-cell sm:px-4">{m.typeColumn}</th> : null}
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">{m.mortgageTypeColumn}</th>
            <th scope="col" className="px-2.5 py-3 text-right font-semibold sm:px-4">{m.postedRateColumn}</th>
            <th scope="col" className="px-2.5 py-3 text-right font-semibold sm:px-4">
              {m.ourRateColumn}
              <span className="block sm:hidden">{rateDisclosureMessages.aprColumn}</span>
            </th>
            <th scope="col" className="hidden px-2.5 py-3 text-right font-semibold sm:table-cell sm:px-4">{rateDisclosureMessages.aprColumn}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rates.map((rate) => (
            <tr key={rate.id} className="hover:bg-muted/60">
              <th scope="row" className="px-2.5 py-3 font-medium whitespace-nowrap text-navy-900 sm:px-4">
                {termLabel(rate.termMonths)}
                {showType ? <span className="block text-xs font-normal text-muted-foreground sm:hidden">{typeLabel(rate)}</span> : null}
              </th>
              {showType ? <td className="hidden px-2.5 py-3 sm:table-cell sm:px-4">{typeLabel(rate)}</td> : null}
              <td className="px-2.5 py-3 sm:px-4">{mortgageTypeName(rate.mortgageType)}</td>
              <td className="px-2.5 py-3 text-right text-muted-foreground tabular-nums sm:px-4">{formatRate(rate.postedRate)}</td>
              <td className="px-2.5 py-3 text-right font-bold sm:text-base text-maple-700 tabular-nums sm:px-4">
                {formatRate(rate.ourRate)}
                <span className="block sm:hidden">{formatApr(rate.apr)}</span>
              </td>
              <td className="hidden px-2.5 py-3 text-right font-bold sm:table-cell sm:text-base text-maple-700 tabular-nums sm:px-4">{formatApr(rate.apr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
