import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '@maple/db/schema/webhooks';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { OutsideFetchPolicy } from '../../lib/outside-fetch-policy.ts';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { webhookMaxAttempts } from './webhook-events.service.ts';
import { webhookSignature } from './webhook-signature.ts';

/** A receiver has this long to answer; its body is read up to this size and then ignored. */
const deliveryTimeoutMs = 10_000;
const answerMaxBytes = 64 * 1024;

/** A try that got no 2xx: the queue retries the job (webhook-retry.ts) until its last attempt, then marks it failed. */
export class WebhookDeliveryFailed extends Error {}

/**
 * Sends one delivery: signs the stored body with the webhook's secret and the current time, POSTs
 * it under the outside-fetch rules (no private addresses unless allowed, a timeout, a size cap, no
 * redirects), and logs the try with its status code. A webhook deleted meanwhile takes its
 * deliveries with it; one paused meanwhile gets nothing more.
 */
export function webhookDeliveryHandler(deps: { secrets: Secrets; outsideFetch: OutsideFetchPolicy }): JobHandler {
  return async (payload, { db, clock, logger, attempt }) => {
    const deliveryId = String(payload.deliveryId);
    const [row] = await db
      .select({ delivery: webhookDeliveries, webhook: webhooks })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!row) {
      logger.info('webhook delivery gone before it was sent', { deliveryId });
      return;
    }
    const now = clock.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    const started = performance.now();
    if (!row.webhook.isActive) {
      error = 'webhook_paused';
    } else {
      const body = row.delivery.body;
      try {
        const answer = await safeFetch(row.webhook.url, {
          timeoutMs: deps.outsideFetch.timeoutMs ?? deliveryTimeoutMs,
          maxBytes: answerMaxBytes,
          allowPrivate: deps.outsideFetch.allowPrivate,
          maxRedirects: 0,
          accept: 'application/json, */*',
          post: {
            body,
            headers: {
              'content-type': 'application/json',
              'maple-event': row.delivery.eventType,
              'maple-signature': webhookSignature(deps.secrets.decryptSecret(row.webhook.secretEncrypted), Math.floor(now.getTime() / 1000), body),
              'maple-delivery': row.delivery.id,
            },
          },
        });
        statusCode = answer.status;
      } catch (failure) {
        error = failure instanceof SafeFetchError ? failure.reason : 'network';
      }
    }
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const lastTry = attempt >= webhookMaxAttempts || error === 'webhook_paused';
    await db.transaction(async (tx) => {
      await tx.insert(webhookDeliveryAttempts).values({ deliveryId, attempt, statusCode, error, durationMs: Math.round(performance.now() - started), at: now });
      await tx
        .update(webhookDeliveries)
        .set({ attempts: attempt, lastStatusCode: statusCode, status: delivered ? 'succeeded' : lastTry ? 'failed' : 'pending', deliveredAt: delivered ? now : null })
        .where(eq(webhookDeliveries.id, deliveryId));
    });
    logger.info(delivered ? 'webhook delivered' : 'webhook delivery failed', { deliveryId, webhookId: row.webhook.id, attempt, statusCode, error });
    // Thrown on the last try too, so the queue records the job as failed; a paused webhook simply stops.
    if (!delivered && error !== 'webhook_paused') throw new WebhookDeliveryFailed(error ?? `answered ${statusCode}`);
  };
}
