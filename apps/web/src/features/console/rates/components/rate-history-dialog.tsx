import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import type { AdminRate, RateSnapshotView } from '@maple/shared/schemas/rates';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { useRateHistory } from '@/features/rates/api/rate-admin';
import { formatDateTime } from '../../components/catalogue/format-date-time';

const describe = (s: RateSnapshotView | null) =>
  s ? `${m.postedRateColumn} ${s.postedRate.toFixed(3)}%, ${m.ourRateColumn} ${s.ourRate.toFixed(3)}%, ${s.isActive ? m.active : m.inactive}` : '—';

/** What the rate was, change by change: who, when, old → new (a brokerage shows what it advertised). */
export function RateHistoryDialog({ rate, onClose }: { rate: AdminRate; onClose: () => void }) {
  const history = useRateHistory(rate.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{m.historyTitle}</DialogTitle>
        <DialogDescription>
          {rate.provinceName} · {rate.termLabel} · {rate.rateType} · {rate.mortgageType}
        </DialogDescription>
        {history.isPending ? (
          <LoadingState label={m.historyTitle} />
        ) : history.isError ? (
          <p role="alert" className="text-destructive">
            {m.historyFailed}
          </p>
        ) : history.data.length === 0 ? (
          <p className="text-muted-foreground">{m.historyEmpty}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {history.data.map((change) => (
              <li key={change.id} className="rounded-md border p-3 text-sm">
                <p className="font-medium">
                  {m.actions[change.action]} · <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time> · {change.changedBy}
                </p>
                <p className="mt-1 text-muted-foreground">
                  {describe(change.before)} → {describe(change.after)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
