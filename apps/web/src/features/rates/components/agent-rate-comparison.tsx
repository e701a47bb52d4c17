import { agentsMessages } from '@maple/shared/messages/agents';
import { ratesMessages } from '@maple/shared/messages/rates';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { formatRate } from '@/lib/format';
import { aprText } from '../rate-disclosure';
import { lowerSide, lowestRatesByTerm } from '../rate-summary';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const m = agentsMessages.profile;

/** Per term, our lowest fixed rate beside our lowest variable rate, the lower one marked, each with its APR as large. */
export function AgentRateComparison({ rates }: { rates: readonly PublicRate[] }) {
  const rows = lowestRatesByTerm(rates);
  if (rows.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {rows.map((row) => {
        const lower = lowerSide(row);
        const sides = [
          { type: 'fixed' as const, label: ratesMessages.fixedTab, value: row.fixed, apr: row.fixedApr },
          { type: 'variable' as const, label: ratesMessages.variableTab, value: row.variable, apr: row.variableApr },
        ];
        return (
          <li key={row.termMonths} className="rounded-lg border bg-background p-5 shadow-sm">
            <h3 className="mb-3 font-semibold text-navy-900">{row.termLabel}</h3>
            <dl className="grid grid-cols-2 gap-3">
              {sides.map((side) => (
                <div
                  key={side.type}
                  className={cn('flex flex-col gap-1 rounded-md p-3', lower === side.type ? 'bg-emerald-50 ring-1 ring-emerald-200' : 'bg-muted')}
                >
                  <dt className="text-xs font-medium text-muted-foreground uppercase">{side.label}</dt>
                  <dd className="flex flex-col items-start gap-1">
                    <span className="text-xl font-bold text-navy-900 tabular-nums">
                      {side.value === null ? <span className="text-sm font-normal text-muted-foreground">{m.notOffered}</span> : formatRate(side.value)}
                    </span>
                    {side.apr === null ? null : <span className="text-xl font-bold text-navy-900 tabular-nums">{aprText(side.apr)}</span>}
                    {lower === side.type ? <Badge variant="success">{m.lowerRate}</Badge> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
