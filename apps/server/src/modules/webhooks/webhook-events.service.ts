import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { webhookDeliveries, webhooks } from '@maple/db/schema/webhooks';
import type { WebhookBody, WebhookEventType } from '@maple/shared/schemas/webhooks';
import { enqueueJobs } from '../../lib/jobs/enqueue-job.ts';

export const webhookDeliveryJob = 'webhook-delivery';

/** Tries of one delivery: the first at once, then retries for about a day (webhook-retry.ts). */
export const webhookMaxAttempts = 10;

/**
 * Records an event for every active webhook that wants it, in the caller's transaction: the lead
 * (or testimonial) and its deliveries commit together, and the job queue sends them afterwards,
 * so a slow or failing receiver never holds up or fails the change itself.
 */
export async function emitWebhookEvent(tx: Db | Tx, now: Date, type: WebhookEventType, data: unknown, only?: { webhookId: string }): Promise<number> {
  const targets = await webhookTargets(tx, type, only);
  await recordWebhookEvents(tx, now, type, targets, [data]);
  return targets.length;
}

/** The webhooks an event of `type` goes to: every active one that wants it, or the one named. */
export async function webhookTargets(tx: Db | Tx, type: WebhookEventType, only?: { webhookId: string }): Promise<{ id: string }[]> {
  return tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(only ? eq(webhooks.id, only.webhookId) : and(eq(webhooks.isActive, true), sql`${webhooks.events} @> ${JSON.stringify([type])}::jsonb`));
}

/**
 * One event of `type` per item of `data` for each of `targets`: its deliveries in one statement
 * and their jobs in another (a batch of leads, decision 053), in the order given.
 */
export async function recordWebhookEvents(tx: Db | Tx, now: Date, type: WebhookEventType, targets: readonly { id: string }[], data: readonly unknown[]): Promise<void> {
  if (targets.length === 0 || data.length === 0) return;
  const rows = data.flatMap((item) => {
    const eventId = randomUUID();
    const body: WebhookBody = { id: eventId, type, createdAt: now.toISOString(), data: item };
    const text = JSON.stringify(body);
    return targets.map((target) => ({ id: randomUUID(), webhookId: target.id, eventId, eventType: type, body: text, createdAt: now }));
  });
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(webhookDeliveries).values(rows.slice(i, i + 1000));
  await enqueueJobs(tx, webhookDeliveryJob, rows.map((row) => ({ deliveryId: row.id })), { runAt: now, maxAttempts: webhookMaxAttempts });
}
