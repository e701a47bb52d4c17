import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import type { Webhook, WebhookDelivery } from '@maple/shared/schemas/webhooks';
import { PagedList } from '@/components/paged-list';
import type { ListPage } from '@/components/use-list-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { formatDateTime } from '@/lib/format-date';
import { fillMessage } from '@/lib/message-template';
import { deliveryPageSize, useWebhookDeliveries } from '../api/webhook-queries';
import { attemptErrorLabel, eventLabel } from '../webhook-display';

// Badge has no red variant; a failed delivery borrows the error colours.
const statusLook = {
  pending: { variant: 'outline', className: undefined },
  succeeded: { variant: 'success', className: undefined },
  failed: { variant: 'outline', className: 'border-transparent bg-red-100 text-red-900' },
} as const;

/** A webhook's delivery log in a side panel: newest first, each delivery with every try. */
export function WebhookDeliveriesSheet({ webhook, onClose, onCloseAutoFocus }: { webhook: Webhook | null; onClose: () => void; onCloseAutoFocus: (event: Event) => void }) {
  return (
    <Sheet open={webhook !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <SheetContent side="right" closeLabel={m.close} className="w-full max-w-lg overflow-y-auto sm:w-[32rem]" aria-describedby="webhook-deliveries-url" onCloseAutoFocus={onCloseAutoFocus}>
        {webhook ? <DeliveryLog webhook={webhook} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(webhook.id, page);
  // The log's page stays in the panel: the tab's URL belongs to the webhooks list.
  const paging: ListPage = { page, q: '', setPage, setSearch: () => undefined };

  return (
    <div className="flex min-w-0 flex-col gap-4 p-6 pt-5">
      <div className="flex min-w-0 flex-col gap-1 pr-10">
        <SheetTitle>{m.deliveries}</SheetTitle>
        <p id="webhook-deliveries-url" className="line-clamp-2 font-mono text-xs break-all text-muted-foreground" title={webhook.url}>
          {webhook.url}
        </p>
      </div>
      <Button variant="outline" size="sm" className="self-start" disabled={log.isFetching} onClick={() => void log.refetch()}>
        <RefreshCw aria-hidden="true" className={log.isFetching ? 'animate-spin' : undefined} />
        {m.refresh}
      </Button>
      <PagedList
        query={log}
        paging={paging}
        pageSize={deliveryPageSize}
        search={false}
        messages={{ loading: m.deliveriesLoading, fetchFailed: m.deliveriesFailed, tryAgain: m.tryAgain, empty: m.noDeliveries, listLabel: m.deliveries, listPagination: m.deliveries }}
        // Newest first, in order: a numbered list.
        frame={(rows, busy) => (
          <ol className="flex flex-col gap-3" aria-label={m.deliveries} aria-busy={busy}>
            {rows}
          </ol>
        )}
      >
        {(items) => items.map((delivery) => <DeliveryItem key={delivery.id} delivery={delivery} />)}
      </PagedList>
    </div>
  );
}

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border p-3 text-sm" data-delivery-id={delivery.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold text-navy-900">
          {eventLabel(delivery.eventType)} <code className="text-xs font-normal text-muted-foreground">{delivery.eventType}</code>
        </p>
        <Badge variant={statusLook[delivery.status].variant} className={statusLook[delivery.status].className}>{m.statusLabels[delivery.status]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-muted-foreground">
        <dt>{m.attempts}</dt>
        <dd className="text-foreground">{delivery.attempts}</dd>
        <dt>{m.lastStatus}</dt>
        <dd className="text-foreground">{delivery.lastStatusCode ?? m.noStatus}</dd>
        <dt>{m.time}</dt>
        <dd className="text-foreground">
          <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
        </dd>
      </dl>
      {delivery.attemptLog.length > 0 ? (
        <ol className="flex flex-col gap-1 border-t pt-2 text-xs">
          {delivery.attemptLog.map((a) => (
            <li key={a.attempt} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{fillMessage(m.attemptN, { n: a.attempt })}</span>
              <span className={a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300 ? 'text-emerald-800' : 'text-destructive'}>
                {a.statusCode ?? (a.error ? attemptErrorLabel(a.error) : m.noAnswer)}
              </span>
              <span className="text-muted-foreground">{fillMessage(m.durationMs, { ms: a.durationMs })}</span>
              <time className="text-muted-foreground" dateTime={a.at}>
                {formatDateTime(a.at)}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}
