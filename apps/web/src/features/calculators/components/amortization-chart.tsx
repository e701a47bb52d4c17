import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import type { ScheduleYear } from '@maple/shared/mortgage/schedule';
import { chartPoints } from '../chart-points';
import { formatMessages } from '@maple/shared/messages/formats';
import { formatMoney } from '@/lib/format-number';

const m = calculatorsMessages.mortgage;
const compactMoney = new Intl.NumberFormat(formatMessages.locale, { style: 'currency', currency: 'CAD', notation: 'compact', maximumFractionDigits: 1 });
// The axis's "$400K" is "400 k$" in French: Intl's compact forms are its own, and this chunk loads after the page is interactive.

/**
 * Balance, cumulative principal and cumulative interest by year. Loaded on its own (recharts is
 * large) so no other page pays for it. Hidden from assistive technology: the yearly table beside
 * it carries the same figures.
 */
export default function AmortizationChart({ principal, years }: { principal: number; years: readonly ScheduleYear[] }) {
  const data = chartPoints(principal, years);
  return (
    <div aria-hidden="true" className="h-72 w-full sm:h-80">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#dde2ea" />
          <XAxis dataKey="year" tick={{ fontSize: 12, fill: '#4a5568' }} tickLine={false} />
          <YAxis
            tickFormatter={(v: number) => compactMoney.format(v)}
            tick={{ fontSize: 12, fill: '#4a5568' }}
            tickLine={false}
            width={64}
          />
          <Tooltip
            formatter={(value) => formatMoney(Number(value))}
            labelFormatter={(label) => `${m.yearColumn} ${String(label)}`}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Line type="monotone" dataKey="balance" name={m.balanceSeries} stroke="#14284b" strokeWidth={2.5} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="principal" name={m.principalSeries} stroke="#15803d" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="interest" name={m.interestSeries} stroke="#a3162a" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
