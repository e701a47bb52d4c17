import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyCount } from '@maple/shared/schemas/analytics';
import { analyticsMessages } from '@maple/shared/messages/analytics';

const m = analyticsMessages;

/**
 * Leads and page views per day, side by side. Its own chunk, loaded lazily: recharts is large and
 * only the Analytics tabs use it. Hidden from assistive technology: the table beside it has the figures.
 */
export default function DailyChart({ days }: { days: readonly DailyCount[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#dde2ea" />
          <XAxis dataKey="date" tick={{ fontSize: 12, fill: '#4a5568' }} tickLine={false} minTickGap={24} tickFormatter={(d: string) => d.slice(5)} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#4a5568' }} tickLine={false} width={36} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="leads" name={m.leads} fill="#a3162a" isAnimationActive={false} />
          <Bar dataKey="pageViews" name={m.pageViews} fill="#14284b" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
