import { useState } from 'react';
import { toast } from 'sonner';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import type { Webhook } from '@maple/shared/schemas/webhooks';
import { ListManager } from '@/components/list-manager';
import type { ListPage } from '@/components/use-list-page';
import { useReturnFocus } from '../hooks/use-return-focus';
import { useDeleteWebhook, useSendTestWebhook, useUpdateWebhook } from '../api/manage-webhooks';
import { useWebhooks, webhookPageSize } from '../api/webhook-queries';
import { WebhookDeliveriesSheet } from './webhook-deliveries-sheet';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookRow } from './webhook-row';

const listMessages = {
  loading: m.loading,
  fetchFailed: m.loadFailed,
  tryAgain: m.tryAgain,
  empty: m.noWebhooks,
  listLabel: m.listLabel,
  confirmDeleteTitle: m.confirmDeleteTitle,
  delete: m.delete,
  cancel: m.cancel,
  deleted: m.deleted,
  deleteFailed: m.deleteFailed,
};

const [beforeUrl = '', afterUrl = ''] = m.confirmDeleteText.split('{url}');

/** The console's webhooks: add (the secret shown once), turn on or off, send a test event, read the delivery log, edit, delete. */
export function WebhooksManager() {
  const [page, setPage] = useState(1);
  const list = useWebhooks(page);
  const update = useUpdateWebhook();
  const sendTest = useSendTestWebhook();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [viewing, setViewing] = useState<Webhook | null>(null);
  const { remember, restoreFocus } = useReturnFocus();
  const openDialog = (open: () => void) => {
    remember();
    open();
  };

  // The page stays in the component (the API has no search); a later page left empty shows the one before it.
  const paging: ListPage = { page, q: '', setPage, setSearch: () => undefined };

  const toggle = (webhook: Webhook) =>
    update.mutate(
      { id: webhook.id, input: { isActive: !webhook.isActive } },
      {
        onSuccess: (saved) => toast.success(saved.isActive ? m.activated : m.deactivated),
        onError: (error) => toast.error(m.saveFailed, { description: error.message }),
      },
    );

  const test = (webhook: Webhook) =>
    sendTest.mutate(webhook.id, {
      onSuccess: () => toast.success(m.testQueued),
      onError: (error) => toast.error(m.testFailed, { description: error.message }),
    });

  return (
    <ListManager
      query={list}
      messages={listMessages}
      paging={{ state: paging, pageSize: webhookPageSize, search: false, messages: { listPagination: m.listLabel } }}
      add={{ label: m.add, onClick: () => openDialog(() => setEditing('new')) }}
      remove={(webhook) => remove.mutateAsync(webhook.id)}
      removing={remove.isPending}
      deleteDescription={(webhook) => (
        <>
          {beforeUrl}
          <span className="font-mono break-all">{webhook?.url ?? ''}</span>
          {afterUrl}
        </>
      )}
      footer={
        <>
          {editing ? <WebhookFormDialog webhook={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onCloseAutoFocus={restoreFocus} /> : null}
          <WebhookDeliveriesSheet webhook={viewing} onClose={() => setViewing(null)} onCloseAutoFocus={restoreFocus} />
        </>
      }
    >
      {(items, deleteButton) =>
        items.map((webhook) => (
          <WebhookRow
            key={webhook.id}
            webhook={webhook}
            toggling={update.isPending && update.variables?.id === webhook.id}
            testing={sendTest.isPending && sendTest.variables === webhook.id}
            onToggle={() => toggle(webhook)}
            onTest={() => test(webhook)}
            onDeliveries={() => openDialog(() => setViewing(webhook))}
            onEdit={() => openDialog(() => setEditing(webhook))}
            deleteButton={deleteButton(webhook, `${m.delete}, ${webhook.url}`)}
          />
        ))
      }
    </ListManager>
  );
}
