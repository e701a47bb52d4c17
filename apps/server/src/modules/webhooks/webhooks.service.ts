import { randomBytes } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '@maple/db/schema/webhooks';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import type { Actor } from '@maple/shared/permissions';
import type { PageQuery } from '@maple/shared/schemas/paging';
import type { createWebhookInput, CreatedWebhook, updateWebhookInput, Webhook, WebhookDelivery, WebhookDeliveryList, WebhookList } from '@maple/shared/schemas/webhooks';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { emitWebhookEvent } from './webhook-events.service.ts';
import { paginate } from '../../lib/paginate.ts';

type WebhookDeps = Deps & { secrets: Secrets };
type Row = typeof webhooks.$inferSelect;

const toWebhook = ({ secretEncrypted: _secret, createdAt, updatedAt, events, ...rest }: Row): Webhook => ({
  ...rest,
  events: events as Webhook['events'],
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** 32 random bytes, prefixed like other services' secrets so it is recognisable in a config file. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export async function listWebhooks({ db }: Deps, actor: Actor | null, query: PageQuery): Promise<WebhookList> {
  assertCan(actor, 'webhook:read');
  const page = await paginate(db.select().from(webhooks).orderBy(asc(webhooks.createdAt), asc(webhooks.id)).$dynamic(), db.$count(webhooks), query);
  return { items: page.items.map(toWebhook), total: page.total };
}

async function findWebhook({ db }: Deps, id: string): Promise<Row> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  if (!row) throw new AppError('not_found', m.notFound);
  return row;
}

/** The one answer that carries the secret: the receiver needs it to check signatures. */
export async function createWebhook(deps: WebhookDeps, actor: Actor | null, input: z.output<typeof createWebhookInput>): Promise<CreatedWebhook> {
  assertCan(actor, 'webhook:create');
  const secret = input.secret ?? newSecret();
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(webhooks)
    .values({ url: input.url, events: input.events, description: input.description ?? null, isActive: input.isActive, secretEncrypted: deps.secrets.encryptSecret(secret), createdAt: now, updatedAt: now })
    .returning();
  deps.logger.info('webhook created', { webhookId: row!.id, events: input.events });
  return { ...toWebhook(row!), secret };
}

export async function updateWebhook(deps: Deps, actor: Actor | null, id: string, input: z.output<typeof updateWebhookInput>): Promise<Webhook> {
  assertCan(actor, 'webhook:update');
  await findWebhook(deps, id);
  const [row] = await deps.db
    .update(webhooks)
    .set({ ...input, updatedAt: deps.clock.now() })
    .where(eq(webhooks.id, id))
    .returning();
  deps.logger.info('webhook updated', { webhookId: id, fields: Object.keys(input) });
  return toWebhook(row!);
}

/** Deletes the webhook with its delivery log; deliveries not yet sent are dropped with it. */
export async function deleteWebhook(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'webhook:delete');
  await findWebhook(deps, id);
  await deps.db.delete(webhooks).where(eq(webhooks.id, id));
  deps.logger.info('webhook deleted', { webhookId: id });
}

/** The delivery log, newest first, each delivery with its tries. */
export async function listWebhookDeliveries(deps: Deps, actor: Actor | null, id: string, query: PageQuery): Promise<WebhookDeliveryList> {
  assertCan(actor, 'webhook:read');
  await findWebhook(deps, id);
  const where = eq(webhookDeliveries.webhookId, id);
  const { items: rows, total } = await paginate(
    deps.db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).$dynamic(),
    deps.db.$count(webhookDeliveries, where),
    query,
  );
  const attempts = rows.length
    ? await deps.db
        .select()
        .from(webhookDeliveryAttempts)
        .where(inArray(webhookDeliveryAttempts.deliveryId, rows.map((r) => r.id)))
        .orderBy(asc(webhookDeliveryAttempts.attempt))
    : [];
  const items: WebhookDelivery[] = rows.map(({ webhookId: _w, body: _b, createdAt, deliveredAt, ...delivery }) => ({
    ...delivery,
    createdAt: createdAt.toISOString(),
    deliveredAt: deliveredAt?.toISOString() ?? null,
    attemptLog: attempts
      .filter((a) => a.deliveryId === delivery.id)
      .map(({ attempt, statusCode, error, durationMs, at }) => ({ attempt, statusCode, error, durationMs, at: at.toISOString() })),
  }));
  return { items, total };
}

/** "Send test event": a `webhook.test` delivery to this webhook alone, through the same queue. */
export async function sendTestEvent(deps: Deps, actor: Actor | null, id: string): Promise<{ queued: true }> {
  assertCan(actor, 'webhook:update');
  const webhook = await findWebhook(deps, id);
  const now = deps.clock.now();
  await deps.db.transaction((tx) => emitWebhookEvent(tx, now, 'webhook.test', { message: 'A test event from Maple.', webhookId: webhook.id }, { webhookId: webhook.id }));
  deps.logger.info('webhook test event queued', { webhookId: id });
  return { queued: true };
}

