import { z } from 'zod';
import { webhooksMessages as m } from '../messages/webhooks.ts';
import { listOf } from './paging.ts';
import { exactText, optionalText, text } from './text.ts';

/** What a webhook may subscribe to; `webhook.test` is only ever sent by "Send test event". */
export const webhookEvents = ['lead.created', 'lead.updated', 'lead.assigned', 'testimonial.submitted', 'file.stage_changed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
export type WebhookEventType = WebhookEvent | 'webhook.test';

const webhookUrl = text({ max: 2000, invalid: m.urlInvalid, tooLong: m.urlInvalid })
  .min(1, m.urlInvalid)
  .pipe(z.url({ protocol: /^https?$/, error: m.urlInvalid }));
const events = z
  .array(z.enum(webhookEvents, { error: m.eventsRequired }), { error: m.eventsRequired })
  .min(1, m.eventsRequired)
  .max(webhookEvents.length, m.eventsRequired)
  .transform((list) => webhookEvents.filter((event) => list.includes(event)));
// Not trimmed (it signs every delivery exactly as given); exactText also refuses a NUL, which \S
// lets through and PostgreSQL does not store.
const secret = exactText({ max: 200, invalid: m.secretInvalid, tooLong: m.secretInvalid })
  .regex(/^\S{16,200}$/, m.secretInvalid)
  .optional();
const description = optionalText({ max: 200 });

/** POST /api/admin/webhooks: without a secret, the server makes one (the answer shows it once). */
export const createWebhookInput = z.strictObject({ url: webhookUrl, events, secret, description, isActive: z.boolean().default(true) });
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

/** PATCH /api/admin/webhooks/:id: any of the fields; the secret is set only at creation. */
export const updateWebhookInput = z
  .strictObject({ url: webhookUrl, events, description: description.nullable(), isActive: z.boolean() })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: m.nothingToUpdate });
export type UpdateWebhookInput = z.input<typeof updateWebhookInput>;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const webhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhook>;
export const webhookList = listOf(webhook);
export type WebhookList = z.infer<typeof webhookList>;

/** The create answer: the webhook and its secret, which no later answer repeats. */
export const createdWebhook = webhook.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const webhookAttempt = z.object({
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
});
export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  attemptLog: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryList = listOf(webhookDelivery);
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;

/** What a receiver gets: `Maple-Event: <type>` and `Maple-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export type WebhookBody<T = unknown> = { id: string; type: WebhookEventType; createdAt: string; data: T };
