import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookInput, UpdateWebhookInput } from '@maple/shared/schemas/webhooks';
import { api } from '@/lib/api-client';
import { webhookKeys } from './webhook-queries';


/** POST /api/admin/webhooks: the answer carries the secret, this once. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => api.post('/api/admin/webhooks', input),
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.lists() }),
  });
}

export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateWebhookInput }) => api.patch('/api/admin/webhooks/{id}', input, { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.lists() }),
  });
}

/** Deleting a webhook removes its delivery log too, so every webhook query is asked again. */
export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/admin/webhooks/{id}', { path: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** "Send test event": queues a `webhook.test` delivery, which then shows in the webhook's log. */
export function useSendTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/admin/webhooks/{id}/test', undefined, { path: { id } }),
    onSettled: (_answer, _error, id) => client.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(id) }),
  });
}
