import { useId } from 'react';
import { Download } from 'lucide-react';
import { bookMessages as m } from '@maple/shared/messages/book';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { formatMonth } from '@/lib/format';
import { formatNumber, formatWholeDollars } from '@/lib/format-number';
import { maturitiesCsvHref, useMaturities } from '../api/book-queries';
import type { LeadAudience } from '../api/lead-queries';

/**
 * The book's maturities by month for the next 12 months (issue 40 §7): own in the dashboard, all (or
 * one agent's, with the Book's agent filter) in the console, with a CSV. A row of 12 small cells
 * that wraps on a phone. Shown above the Book and in both Analytics tabs (decision 116), where the
 * console's is an h2 like the tab's other sections.
 */
export function MaturitiesSummary({ audience, agentId, headingLevel: Heading = 'h3' }: { audience: LeadAudience; agentId: string; headingLevel?: 'h2' | 'h3' }) {
  const id = useId();
  const maturities = useMaturities(audience, agentId);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-lg border bg-background p-3 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <Heading id={`${id}-title`} className="text-sm font-semibold text-navy-900">
            {m.maturities}
          </Heading>
          <p className="text-xs text-muted-foreground">{m.maturitiesIntro}</p>
        </div>
        <Button asChild variant="ghost" size="sm">
          <a href={maturitiesCsvHref(audience, agentId)} download>
            <Download aria-hidden="true" />
            {m.maturitiesCsv}
          </a>
        </Button>
      </div>
      <QueryStates query={maturities} messages={{ loading: m.loading, loadFailed: m.listFailed }} className="min-h-16">
        {({ months }) => (
          <ol className="grid grid-cols-3 gap-1.5 sm:grid-cols-4 lg:grid-cols-6 2xl:grid-cols-12">
            {months.map((month) => (
              <li key={month.month} className={`flex flex-col rounded-md border px-2 py-1.5 text-xs ${month.count > 0 ? 'border-navy-200 bg-navy-50' : 'bg-muted/40'}`}>
                <span className="font-medium text-muted-foreground">{formatMonth(month.month)}</span>
                <span className="text-base font-semibold text-navy-900 tabular-nums" aria-label={`${m.count}: ${month.count}`}>
                  {formatNumber(month.count, 0)}
                </span>
                <span className="truncate text-muted-foreground tabular-nums">{month.count > 0 ? formatWholeDollars(month.amountCents / 100) : '—'}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  );
}
