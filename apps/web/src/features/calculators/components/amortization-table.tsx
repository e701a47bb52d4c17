import { Fragment, useId, useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import type { AmortizationSchedule } from '@maple/shared/mortgage/schedule';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-number';
import { formatCount } from '../calculator-format';

const m = calculatorsMessages.mortgage;

const th = 'px-1.5 py-2 text-right font-semibold whitespace-nowrap first:text-left sm:px-3';
const td = 'px-1.5 py-2 text-right tabular-nums whitespace-nowrap sm:px-3';
// Phones drop the column that is the same on every row (the regular payment), so the rest fits.
const wide = 'hidden sm:table-cell print:table-cell';

/** The schedule by year; each year's button opens a nested table of its payments. */
export function AmortizationTable({ schedule }: { schedule: AmortizationSchedule }) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const perYear = schedule.summary.paymentsPerYear;

  function toggle(year: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  }

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
            <th scope="col" className={th}>{m.principalColumn}</th>
            <th scope="col" className={th}>{m.interestColumn}</th>
            <th scope="col" className={cn(th, wide)}>{m.totalPaidColumn}</th>
            <th scope="col" className={th}>{m.balanceColumn}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.years.map((year) => {
            const expanded = open.has(year.year);
            const panelId = `${id}-year-${year.year}`;
            return (
              <Fragment key={year.year}>
                <tr className="border-t">
                  <th scope="row" className="px-1 py-1 text-left font-medium">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={expanded ? panelId : undefined}
                      onClick={() => toggle(year.year)}
                      className="inline-flex min-h-9 items-center gap-1 rounded-md px-1.5 whitespace-nowrap text-navy-900 hover:bg-accent sm:px-2"
                    >
                      <ChevronRight
                        aria-hidden="true"
                        className={cn('size-4 shrink-0 transition-transform print:hidden', expanded && 'rotate-90')}
                      />
                      {/* Phones show the number only (the column says Year); the name stays "Year n". */}
                      <span className="max-sm:sr-only">{m.yearColumn} </span>
                      {year.year}
                    </button>
                  </th>
                  <td className={td}>{formatMoney(year.principal)}</td>
                  <td className={td}>{formatMoney(year.interest)}</td>
                  <td className={cn(td, wide)}>{formatMoney(year.totalPaid)}</td>
                  <td className={td}>{formatMoney(year.endingBalance)}</td>
                </tr>
                {expanded ? (
                  <tr id={panelId} className="bg-navy-50/60 print:hidden">
                    <td colSpan={5} className="px-1 py-2 sm:px-6">
                      <YearPayments schedule={schedule} year={year.year} perYear={perYear} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function YearPayments({ schedule, year, perYear }: { schedule: AmortizationSchedule; year: number; perYear: number }) {
  const first = (year - 1) * perYear;
  const payments = schedule.payments.slice(first, first + perYear);
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="py-1 text-left text-sm font-medium text-navy-900">
        {m.yearPaymentsCaption} {year}
      </caption>
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className={th}>{m.paymentColumn}</th>
          <th scope="col" className={cn(th, wide)}>{m.amountColumn}</th>
          <th scope="col" className={th}>{m.principalColumn}</th>
          <th scope="col" className={th}>{m.interestColumn}</th>
          <th scope="col" className={th}>{m.balanceColumn}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.number} className="border-t border-navy-100">
            <th scope="row" className="px-2 py-1.5 text-left font-normal tabular-nums sm:px-3">
              {formatCount(p.number)}
            </th>
            <td className={cn(td, wide, 'py-1.5')}>{formatMoney(p.payment)}</td>
            <td className={cn(td, 'py-1.5')}>{formatMoney(p.principal)}</td>
            <td className={cn(td, 'py-1.5')}>{formatMoney(p.interest)}</td>
            <td className={cn(td, 'py-1.5')}>{formatMoney(p.balance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
