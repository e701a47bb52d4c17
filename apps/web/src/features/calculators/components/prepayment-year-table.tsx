import { useId } from 'react';
import { prepaymentMessages } from '@maple/shared/messages/prepayment';
import type { PrepaymentYear } from '@maple/shared/mortgage/prepayment';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-number';

const m = prepaymentMessages;

const th = 'px-1.5 py-2 text-right font-semibold whitespace-nowrap first:text-left sm:px-3';
const td = 'px-1.5 py-2 text-right tabular-nums whitespace-nowrap sm:px-3';
// Phones drop the regular payments' column (nearly the same each year), so the rest fits.
const wide = 'hidden sm:table-cell print:table-cell';

/** The schedule with prepayments by year; every payment is in the downloads. */
export function PrepaymentYearTable({ years }: { years: readonly PrepaymentYear[] }) {
  const id = useId();
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="overflow-x-auto rounded-lg border print:overflow-visible print:border-0">
      <table className="w-full border-collapse text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {m.scheduleCaption}
        </caption>
        <thead className="bg-muted text-navy-900">
          <tr>
            <th scope="col" className={th}>{m.yearColumn}</th>
            <th scope="col" className={cn(th, wide)}>{m.paymentsColumn}</th>
            <th scope="col" className={th}>{m.prepaymentsColumn}</th>
            <th scope="col" className={th}>{m.interestColumn}</th>
            <th scope="col" className={th}>{m.balanceColumn}</th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year.year} className="border-t">
              <th scope="row" className="px-1.5 py-2 text-left font-medium tabular-nums sm:px-3">
                {year.year}
              </th>
              <td className={cn(td, wide)}>{formatMoney(year.payments)}</td>
              <td className={td}>{year.prepayments > 0 ? formatMoney(year.prepayments) : '—'}</td>
              <td className={td}>{formatMoney(year.interest)}</td>
              <td className={td}>{formatMoney(year.endingBalance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
