import { analyticsPeriods, type AnalyticsPeriod } from '@maple/shared/schemas/analytics';
import { analyticsMessages } from '@maple/shared/messages/analytics';
import { cn } from '@/lib/cn';

const m = analyticsMessages;

/** All time, 30 days, 7 days (back-office §9): a group of toggle buttons, the chosen one pressed. */
export function PeriodSwitch({ value, onChange }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) {
  return (
    <div role="group" aria-label={m.periodLabel} className="inline-flex rounded-md border bg-background p-0.5 shadow-sm">
      {analyticsPeriods.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={cn(
            'rounded px-3 py-1.5 text-sm font-medium transition-colors',
            value === period ? 'bg-navy-900 text-white' : 'text-foreground hover:bg-accent',
          )}
        >
          {m.periods[period]}
        </button>
      ))}
    </div>
  );
}
