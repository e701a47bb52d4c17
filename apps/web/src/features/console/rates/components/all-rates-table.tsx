import { useState } from 'react';
import { toast } from 'sonner';
import { rateTermMessages } from '@maple/shared/messages/rate-terms';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { termLabel } from '@maple/shared/terms';
import type { AdminRate } from '@maple/shared/schemas/rates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedList } from '@/components/paged-list';
import { useListPage } from '@/components/use-list-page';
import { adminRatesPageSize, useAdminRates, useDeleteRate } from '@/features/rates/api/rate-admin';
import { fillMessage } from '@/lib/message-template';
import { RateFilters } from './rate-filters';
import { RateHistoryDialog } from './rate-history-dialog';
import { RateRow } from './rate-row';
import { useRateFilters } from './use-rate-filters';

/**
 * All Rates: one page of rates at a time, cheapest first, found by search and by province, term,
 * type and status (all in the URL, combined by the server), edited in place.
 */
export function AllRatesTable() {
  const paging = useListPage();
  const { filters, setFilter } = useRateFilters();
  const rates = useAdminRates({ page: paging.page, q: paging.q, ...filters });
  const [historyOf, setHistoryOf] = useState<AdminRate | null>(null);
  const [deleting, setDeleting] = useState<AdminRate | null>(null);
  const remove = useDeleteRate();
  const filtered = filters.province !== undefined || filters.termMonths !== undefined || filters.rateType !== undefined || filters.status !== 'all';
  const messages = { ...m, loading: m.listLoading, empty: filtered ? m.filterNoMatches : m.empty };

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
      <PagedList
        query={rates}
        messages={messages}
        paging={paging}
        pageSize={adminRatesPageSize}
        filters={<RateFilters filters={filters} onChange={setFilter} />}
        frame={(rows, busy) => (
          // Fits its box from 1024 px (province, term and types share one cell, the source sits under
          // the date, the actions wrap); under 640 px each row is a card of labelled values.
          <div className="rounded-lg border max-sm:border-0">
            <table aria-busy={busy} className="w-full text-sm max-sm:block max-sm:[&_tbody]:flex max-sm:[&_tbody]:flex-col max-sm:[&_tbody]:gap-3 max-sm:[&_thead]:sr-only">
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
              <tbody>{rows}</tbody>
            </table>
          </div>
        )}
      >
        {(items) => items.map((rate) => <RateRow key={rate.id} rate={rate} onHistory={() => setHistoryOf(rate)} onDelete={() => setDeleting(rate)} />)}
      </PagedList>
      {historyOf ? <RateHistoryDialog rate={historyOf} onClose={() => setHistoryOf(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteTitle}
        description={deleting ? fillMessage(m.deleteText, { term: termLabel(deleting.termMonths), type: rateTermMessages.types[deleting.rateType], province: deleting.provinceName }) : ''}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
