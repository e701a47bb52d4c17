import { rateTermMessages } from '@maple/shared/messages/rate-terms';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { termLabel } from '@maple/shared/terms';
import type { AdminRate, RateSnapshotView } from '@maple/shared/schemas/rates';
import { ListStates } from '@/components/list-states';
import { ViewDialog } from '@/components/view-dialog';
import { formatApr } from '@/lib/format';
import { useRateHistory } from '@/features/rates/api/rate-admin';
import { formatDateTime } from '../../components/catalogue/format-date-time';

const describe = (s: RateSnapshotView | null) =>
  s ? `${m.postedRateColumn} ${formatApr(s.postedRate)}, ${m.ourRateColumn} ${formatApr(s.ourRate)}, ${s.isActive ? m.active : m.inactive}` : '—';

const messages = { loading: m.historyTitle, fetchFailed: m.historyFailed, tryAgain: m.tryAgain, empty: m.historyEmpty, listLabel: m.historyTitle };

/** What the rate was, change by change: who, when, old → new (a brokerage shows what it advertised). */
export function RateHistoryDialog({ rate, onClose }: { rate: AdminRate; onClose: () => void }) {
  const history = useRateHistory(rate.id);
  return (
    <ViewDialog
      title={m.historyTitle}
      description={
        <>
          {rate.provinceName} · {termLabel(rate.termMonths)} · {rateTermMessages.types[rate.rateType]} · {rate.mortgageType}
        </>
      }
      onClose={onClose}
      className="max-w-2xl"
    >
        {/* Newest first, in the order the changes were made: an ordered list. */}
        <ListStates query={history} messages={messages} frame={(rows) => <ol className="flex flex-col gap-3">{rows}</ol>}>
          {(changes) =>
            changes.map((change) => (
              <li key={change.id} className="rounded-md border p-3 text-sm">
                <p className="font-medium [overflow-wrap:anywhere]">
                  {m.actions[change.action]} · <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time> · {change.changedBy}
                </p>
                <p className="mt-1 text-muted-foreground">
                  {describe(change.before)} → {describe(change.after)}
                </p>
              </li>
            ))
          }
        </ListStates>
    </ViewDialog>
  );
}
