import { useState } from 'react';
import { toast } from 'sonner';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import type { AdminRate, RateStatusFilter } from '@maple/shared/schemas/rates';
import { FormField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { NativeSelect } from '@/components/ui/native-select';
import { useAdminRates, useDeleteRate } from '@/features/rates/api/rate-admin';
import { fillMessage } from '@/lib/message-template';
import { ConfirmDialog } from '../../components/catalogue/confirm-dialog';
import { RateHistoryDialog } from './rate-history-dialog';
import { RateRow } from './rate-row';

const filters: { value: RateStatusFilter; label: string }[] = [
  { value: 'all', label: m.filterAll },
  { value: 'active', label: m.filterActive },
  { value: 'inactive', label: m.filterInactive },
];

/** All Rates: every rate by our rate, filtered by status, edited in place. */
export function AllRatesTable() {
  const [status, setStatus] = useState<RateStatusFilter>('all');
  const rates = useAdminRates(status);
  const [historyOf, setHistoryOf] = useState<AdminRate | null>(null);
  const [deleting, setDeleting] = useState<AdminRate | null>(null);
  const remove = useDeleteRate();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(m.deleted);
        setDeleting(null);
      },
      onError: () => toast.error(m.deleteFailed),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField id="rate-status-filter" label={m.filterLabel} className="w-48">
        <NativeSelect id="rate-status-filter" value={status} onChange={(e) => setStatus(e.target.value as RateStatusFilter)}>
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {rates.isPending ? (
        <LoadingState label={m.allRatesTab} />
      ) : rates.isError ? (
        <p role="alert" className="text-destructive">
          {m.fetchFailed}
        </p>
      ) : rates.data.items.length === 0 ? (
        <p className="text-muted-foreground">{m.empty}</p>
      ) : (
        // Fits its box from 1024 px (province, term and types share one cell, the source sits under
        // the date, the actions wrap); under 640 px each row is a card of labelled values.
        <div className="rounded-lg border max-sm:border-0">
          <table className="w-full text-sm max-sm:block max-sm:[&_tbody]:flex max-sm:[&_tbody]:flex-col max-sm:[&_tbody]:gap-3 max-sm:[&_thead]:sr-only">
            <caption className="sr-only">
              {m.allRatesTab}. {m.editHint}
            </caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                {[m.rateColumn, m.postedRateColumn, m.ourRateColumn, m.updatedColumn, m.statusColumn, m.actionsColumn].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rates.data.items.map((rate) => (
                <RateRow key={rate.id} rate={rate} onHistory={() => setHistoryOf(rate)} onDelete={() => setDeleting(rate)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {historyOf ? <RateHistoryDialog rate={historyOf} onClose={() => setHistoryOf(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteTitle}
        description={deleting ? fillMessage(m.deleteText, { term: deleting.termLabel, type: deleting.rateType, province: deleting.provinceName }) : ''}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
