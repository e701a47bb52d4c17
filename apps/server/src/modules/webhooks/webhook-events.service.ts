import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { webhookDeliveries, webhooks } from '@maple/db/schema/webhooks';
import type { WebhookBody, WebhookEventType } from '@maple/shared/schemas/webhooks';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';

export const webhookDeliveryJob = 'webhook-delivery';

/** Tries of one delivery: the first at once, then retries for about a day (webhook-retry.ts). */
export const webhookMaxAttempts = 10;

/**
 * Records an event for every active webhook that wants it, in the caller's transaction: the lead
 * (or testimonial) and its deliveries commit together, and the job queue sends them afterwards,
 * so a slow or failing receiver never holds up or fails the change itself.
 */
export async function emitWebhookEvent(tx: Db | Tx, now: Date, type: WebhookEventType, data: unknown, only?: { webhookId: string }): Promise<number> {
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(only ? eq(webhooks.id, only.webhookId) : and(eq(webhooks.isActive, true), sql`${webhooks.events} @> ${JSON.stringify([type])}::jsonb`));
  if (targets.length === 0) return 0;
  const eventId = randomUUID();
  const body: WebhookBody = { id: eventId, type, createdAt: now.toISOString(), data };
  const text = JSON.stringify(body);
  for (const target of targets) {
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ webhookId: target.id, eventId, eventType: type, body: text, createdAt: now })
      .returning({ id: webhookDeliveries.id });
    await enqueueJob(tx, webhookDeliveryJob, { deliveryId: delivery!.id }, { runAt: now, maxAttempts: webhookMaxAttempts });
  }
  return targets.length;
}
