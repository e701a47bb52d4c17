import { useId, useState } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { privacyRequestStatuses, type PrivacyRequest, type PrivacyRequestStatus } from '@maple/shared/schemas/privacy';
import { PagedList } from '@/components/paged-list';
import { useListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { privacyPageSize, usePrivacyRequests } from '../api/privacy-queries';
import { NewRequestDialog } from './new-request-dialog';
import { RequestDialog } from './request-dialog';
import { RequestRow } from './request-row';

const isStatus = (value: string | null): value is PrivacyRequestStatus => (privacyRequestStatuses as readonly string[]).includes(value ?? '');

/** The requests: server-paged, searchable by address, filtered by status (kept in the URL with the page). */
export function RequestsSection() {
  const paging = useListPage();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as PrivacyRequestStatus) : '';
  const query = usePrivacyRequests(paging.page, paging.q, status);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<PrivacyRequest | null>(null);
  const filterId = useId();
  const setStatus = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('page');
        if (next) copy.set('status', next);
        else copy.delete('status');
        return copy;
      },
      { preventScrollReset: true },
    );

  return (
    <section aria-labelledby="privacy-requests" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="privacy-requests" className="text-xl font-semibold text-navy-900">
          {m.sections.requests}
        </h2>
        <Button onClick={() => setAdding(true)}>{m.newRequest}</Button>
      </div>
      <PagedList
        query={query}
        paging={paging}
        pageSize={privacyPageSize}
        messages={{
          loading: m.loadingRequests,
          fetchFailed: m.loadRequestsFailed,
          tryAgain: m.tryAgain,
          empty: m.noRequests,
          listLabel: m.requestsLabel,
          listSearch: m.requestsSearch,
          listSearchPlaceholder: m.requestsSearchPlaceholder,
          listPagination: m.requestsPagination,
        }}
        filters={
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={filterId}>{m.statusFilter}</Label>
            <NativeSelect id={filterId} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">{m.allStatuses}</option>
              {privacyRequestStatuses.map((s) => (
                <option key={s} value={s}>
                  {m.statuses[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      >
        {(items) => items.map((request) => <RequestRow key={request.id} request={request} onOpen={() => setOpen(request)} />)}
      </PagedList>
      {adding ? <NewRequestDialog onClose={() => setAdding(false)} /> : null}
      {open ? <RequestDialog request={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
