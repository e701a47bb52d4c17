import { z } from 'zod';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { pageQuery } from '@maple/shared/schemas/paging';
import { idParam } from '@maple/shared/schemas/path-params';
import { createdWebhook, createWebhookInput, updateWebhookInput, webhook, webhookDeliveryList, webhookList } from '@maple/shared/schemas/webhooks';
import { route, routes } from '../../lib/route.ts';
import { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks, sendTestEvent, updateWebhook } from './webhooks.service.ts';

const one = { params: idParam, notFound: m.notFound } as const;
const signing =
  'Each delivery is a POST of `{ id, type, createdAt, data }` with `Maple-Event: <type>`, `Maple-Delivery: <delivery id>` and `Maple-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>`. A 2xx answer within 10 s is a success; anything else is retried (first retry within 15 s) for about a day.';

/** The console's Integrations tab: webhooks that tell another system (a CRM) what happened. */
export const adminWebhookRoutes = routes(
  route(
    { method: 'get', path: '/', audience: 'console', permission: 'webhook:read', summary: 'List webhooks', query: pageQuery, responses: { 200: { description: 'One page of webhooks, oldest first', schema: webhookList } } },
    async (c, { query }) => c.json(await listWebhooks(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'post',
      path: '/',
      audience: 'console',
      permission: 'webhook:create',
      summary: 'Add a webhook: a URL, the events it wants, and a secret (generated when not given)',
      description: signing,
      body: createWebhookInput,
      responses: { 201: { description: 'The webhook with its secret, shown this once', schema: createdWebhook } },
    },
    async (c, { body }) => c.json(await createWebhook(c.var, c.var.actor, body), 201),
  ),
  route(
    { method: 'patch', path: '/:id', audience: 'console', permission: 'webhook:update', summary: "Change a webhook's URL, events, description or whether it is active", ...one, body: updateWebhookInput, responses: { 200: { description: 'The webhook as saved', schema: webhook } } },
    async (c, { params, body }) => c.json(await updateWebhook(c.var, c.var.actor, params.id, body)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'console', permission: 'webhook:delete', summary: 'Delete a webhook and its delivery log', ...one, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteWebhook(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
  route(
    { method: 'get', path: '/:id/deliveries', audience: 'console', permission: 'webhook:read', summary: "A webhook's deliveries, newest first, each with its tries and status codes", ...one, query: pageQuery, responses: { 200: { description: 'One page of deliveries', schema: webhookDeliveryList } } },
    async (c, { params, query }) => c.json(await listWebhookDeliveries(c.var, c.var.actor, params.id, query)),
  ),
  route(
    { method: 'post', path: '/:id/test', audience: 'console', permission: 'webhook:update', summary: 'Send a `webhook.test` event to this webhook', ...one, responses: { 202: { description: 'Queued', schema: z.object({ queued: z.literal(true) }) } } },
    async (c, { params }) => c.json(await sendTestEvent(c.var, c.var.actor, params.id), 202),
  ),
);
