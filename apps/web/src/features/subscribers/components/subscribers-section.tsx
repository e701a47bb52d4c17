import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { consentsMessages as m } from '@maple/shared/messages/consents';
import { subscriberStatuses, type Subscriber, type SubscriberStatus } from '@maple/shared/schemas/consents';
import { PagedList } from '@/components/paged-list';
import type { ListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { formatDateTime } from '@/lib/format-date';
import { subscribersExportHref, subscriberPageSize, useSubscribers } from '../api/subscriber-queries';

const statusLabel: Record<SubscriberStatus, string> = { active: m.statusActive, unsubscribed: m.statusUnsubscribed, pending: m.statusPending };
const statusOptions = [{ value: '', label: m.subscribersAll }, ...subscriberStatuses.map((s) => ({ value: s, label: statusLabel[s] }))];

/**
 * The newsletter's subscribers (issue 26), a section of the console's Leads tab: who consented,
 * when, from which page and how, and who has unsubscribed; plus the active ones as CSV. Its page
 * and search live in the component, not the URL: the leads list above owns the tab's `?page=`.
 */
export function SubscribersSection() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const paging: ListPage = { page, q, setPage, setSearch: (next) => (setQ(next), setPage(1)) };
  const query = useSubscribers({ page, q, status });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-xl font-semibold text-navy-900">
            {m.subscribersTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{m.subscribersIntro}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={subscribersExportHref} download>
            <Download aria-hidden="true" />
            {m.subscribersExport}
          </a>
        </Button>
      </div>
      <PagedList
        query={query}
        paging={paging}
        pageSize={subscriberPageSize}
        messages={{ ...m, empty: m.subscribersEmpty, listSearch: m.subscribersSearch }}
        filters={
          <SelectField
            id={`${id}-status`}
            label={m.subscribersStatus}
            value={status}
            onChange={(e) => (setStatus(e.target.value as SubscriberStatus | ''), setPage(1))}
            options={statusOptions}
          />
        }
      >
        {(items) => items.map((subscriber) => <SubscriberRow key={subscriber.id} subscriber={subscriber} />)}
      </PagedList>
    </section>
  );
}

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const active = subscriber.status === 'active';
  return (
    <li className="flex flex-col gap-1 rounded-lg border bg-background p-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-semibold text-navy-900 [overflow-wrap:anywhere]">{subscriber.email}</p>
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {subscriber.consentedAt ? (
            <>
              {m.columnConsentedAt}: <time dateTime={subscriber.consentedAt}>{formatDateTime(subscriber.consentedAt)}</time>
            </>
          ) : subscriber.requestedAt ? (
            <>
              {m.columnRequestedAt}: <time dateTime={subscriber.requestedAt}>{formatDateTime(subscriber.requestedAt)}</time>
            </>
          ) : null}{' '}
          · {m.columnSource}: {subscriber.page ?? '—'} ({m.methods[subscriber.method]})
        </p>
        {subscriber.withdrawnAt ? (
          <p className="text-xs text-muted-foreground">
            {m.columnWithdrawnAt}: <time dateTime={subscriber.withdrawnAt}>{formatDateTime(subscriber.withdrawnAt)}</time>
          </p>
        ) : null}
      </div>
      <span className={active ? 'self-start rounded-full border border-green-300 bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800' : 'self-start rounded-full border bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground'}>
        {statusLabel[subscriber.status]}
      </span>
    </li>
  );
}
