import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@maple/db/schema/jobs';
import { leads } from '@maple/db/schema/leads';
import { webhookDeliveries, webhooks } from '@maple/db/schema/webhooks';
import type { CreatedWebhook, WebhookBody, WebhookDeliveryList } from '@maple/shared/schemas/webhooks';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { confirmSignUp } from '../../test/confirmed-subscription.ts';

let t: TestApp;
let receiver: WebhookReceiver;
let hook: CreatedWebhook;

const admin = () => t.as('admin');
const bodies = () => receiver.received.map((r) => JSON.parse(r.body) as WebhookBody<Record<string, unknown>>);
const deliveries = async (id = hook.id) => (await json(await admin().get(`/api/admin/webhooks/${id}/deliveries`))) as WebhookDeliveryList;
/** A sign-up its address's owner confirms (decision 058), which is when its lead, and its event, are made: answered as the form's 201 with the lead's id. */
const newsletter = async (email: string) => {
  const res = await t.request('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'newsletter', email }) });
  if (res.status !== 201) return res;
  return new Response(JSON.stringify({ id: await confirmSignUp(t, email) }), { status: 201, headers: { 'content-type': 'application/json' } });
};

beforeAll(async () => {
  let port = 0;
  // Private addresses stay refused, except this test's own receiver (FETCH_ALLOW_PRIVATE's test form).
  t = await createTestApp({ outsideFetch: { allowPrivate: (_address, p) => p === port, timeoutMs: 500 } });
  receiver = await startWebhookReceiver({ now: () => t.clock.now() });
  port = receiver.port;
}, 60_000);
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(webhooks);
  await t.db.delete(jobs);
  receiver.received.length = 0;
  receiver.failNext(0);
  receiver.hang(false);
  const res = await admin().post('/api/admin/webhooks', { url: receiver.url(), events: ['lead.created', 'lead.updated'], description: 'CRM' });
  expect(res.status).toBe(201);
  hook = (await json(res)) as CreatedWebhook;
  receiver.useSecret(hook.secret);
});

describe('webhooks in the console', () => {
  it('shows a generated secret once, on creation, and never again', async () => {
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await json(await admin().get('/api/admin/webhooks'));
    expect(list.items).toEqual([expect.objectContaining({ id: hook.id, url: receiver.url(), events: ['lead.created', 'lead.updated'], isActive: true, description: 'CRM' })]);
    expect(JSON.stringify(list)).not.toContain(hook.secret);
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row!.secretEncrypted).not.toContain(hook.secret);
  });

  it('refuses a bad URL, no events, an unknown event or field, each by name, and stores nothing', async () => {
    for (const [body, field] of [
      [{ url: 'ftp://crm.example/hook', events: ['lead.created'] }, 'url'],
      [{ url: 'https://crm.example/hook', events: [] }, 'events'],
      [{ url: 'https://crm.example/hook', events: ['lead.deleted'] }, 'events.0'],
      [{ url: 'https://crm.example/hook', events: ['lead.created'], secret: 'short' }, 'secret'],
      [{ url: 'https://crm.example/hook', events: ['lead.created'], retries: 3 }, 'retries'],
    ] as const) {
      const res = await admin().post('/api/admin/webhooks', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json(res)).error.fields)).toContain(field);
    }
    expect(await t.db.$count(webhooks)).toBe(1);
  });

  it('changes events and pauses; a paused webhook is sent nothing more', async () => {
    const res = await admin().patch(`/api/admin/webhooks/${hook.id}`, { events: ['lead.updated'], isActive: false });
    expect(await json(res)).toMatchObject({ events: ['lead.updated'], isActive: false });
    expect((await newsletter('paused@example.com')).status).toBe(201);
    await t.runJobs();
    expect(receiver.received).toEqual([]);
  });
});

describe('deliveries', () => {
  it('sends a new lead from the site, signed with the secret, as soon as the queue runs', async () => {
    const res = await newsletter('crm-reader@example.com');
    expect(res.status).toBe(201);
    const { id: leadId } = await json(res);
    // Due at once: the worker's next pass (every second by default) sends it.
    expect((await t.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.name, 'webhook-delivery')))[0]!.runAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    await t.runJobs();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got).toMatchObject({ path: '/hooks/maple', signatureValid: true, answered: 200, headers: { 'maple-event': 'lead.created', 'content-type': 'application/json' } });
    expect(bodies()[0]).toEqual({ id: expect.any(String), type: 'lead.created', createdAt: t.clock.now().toISOString(), data: expect.objectContaining({ id: leadId, clientEmail: 'crm-reader@example.com', source: 'newsletter' }) });
    const log = await deliveries();
    expect(log.items[0]).toMatchObject({ eventType: 'lead.created', status: 'succeeded', attempts: 1, lastStatusCode: 200, attemptLog: [{ attempt: 1, statusCode: 200, error: null }] });
  });

  it('retries a receiver that fails three times (first retry within 15 s) and delivers the same event once more', async () => {
    receiver.failNext(3);
    await newsletter('retry@example.com');
    await t.runJobs();
    for (let retry = 1; retry <= 3; retry++) {
      const [job] = await t.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.name, 'webhook-delivery'));
      const wait = job!.runAt.getTime() - t.clock.now().getTime();
      if (retry === 1) expect(wait).toBeLessThanOrEqual(15_000);
      t.clock.advance(wait);
      await t.runJobs();
    }
    expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 500, 200]);
    expect(new Set(bodies().map((b) => b.id)).size).toBe(1);
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    const [delivery] = (await deliveries()).items;
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 4, lastStatusCode: 200 });
    expect(delivery!.attemptLog.map((a) => a.statusCode)).toEqual([500, 500, 500, 200]);
    // Nothing further is due.
    t.clock.advance(24 * 3600_000);
    await t.runJobs();
    expect(receiver.received).toHaveLength(4);
  });

  it('records a receiver that does not answer in time as a timeout, and keeps the lead', async () => {
    receiver.hang();
    const res = await newsletter('slow@example.com');
    expect(res.status).toBe(201);
    await t.runJobs();
    const [delivery] = (await deliveries()).items;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, attemptLog: [{ statusCode: null, error: 'timeout' }] });
    expect(await t.db.$count(leads, eq(leads.clientEmail, 'slow@example.com'))).toBe(1);
  });

  it('gives up after about a day of tries and marks the delivery failed', async () => {
    receiver.failNext(100);
    await newsletter('down@example.com');
    const started = t.clock.now().getTime();
    await t.runJobs();
    for (let i = 0; i < 12; i++) {
      t.clock.advance(6 * 3600_000);
      await t.runJobs();
    }
    const [delivery] = (await deliveries()).items;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 10 });
    const last = Date.parse(delivery!.attemptLog.at(-1)!.at);
    expect(last - started).toBeGreaterThan(20 * 3600_000);
    expect(receiver.received).toHaveLength(10);
  });

  it('never reaches a private address unless allowed, and says so in the log', async () => {
    const res = await admin().post('/api/admin/webhooks', { url: 'http://10.0.0.8/hook', events: ['lead.created'] });
    const inside = (await json(res)) as CreatedWebhook;
    await newsletter('private@example.com');
    await t.runJobs();
    const [delivery] = (await deliveries(inside.id)).items;
    expect(delivery!.attemptLog[0]).toMatchObject({ statusCode: null, error: 'private_address' });
  });

  it('sends lead.updated when a lead changes, only to webhooks that want it', async () => {
    const other = (await json(await admin().post('/api/admin/webhooks', { url: receiver.url('/only-testimonials'), events: ['testimonial.submitted'] }))) as CreatedWebhook;
    const { id } = await json(await newsletter('update@example.com'));
    await t.runJobs();
    await admin().patch(`/api/admin/leads/${id}`, { status: 'contacted' });
    await t.runJobs();
    expect(bodies().map((b) => [b.type, (b.data as { status: string }).status])).toEqual([
      ['lead.created', 'new'],
      ['lead.updated', 'contacted'],
    ]);
    expect(await t.db.$count(webhookDeliveries, eq(webhookDeliveries.webhookId, other.id))).toBe(0);
  });

  it('sends testimonial.submitted and lead.assigned to a webhook that wants them', async () => {
    await admin().patch(`/api/admin/webhooks/${hook.id}`, { events: ['lead.assigned', 'testimonial.submitted'] });
    expect((await t.as('sarah').post('/api/me/testimonials', { clientName: 'Webhook Client', content: 'Great help.', rating: 5 })).status).toBe(201);
    expect((await t.as('sarah').post('/api/me/leads', { clientName: 'Assigned Lead', clientEmail: 'assigned@example.com' })).status).toBe(201);
    await t.runJobs();
    expect(bodies().map((b) => b.type).sort()).toEqual(['lead.assigned', 'testimonial.submitted']);
    expect(bodies().find((b) => b.type === 'testimonial.submitted')!.data).toMatchObject({ clientName: 'Webhook Client', isApproved: false });
  });

  it('"Send test event" sends webhook.test to that webhook alone', async () => {
    const res = await admin().post(`/api/admin/webhooks/${hook.id}/test`);
    expect(res.status).toBe(202);
    await t.runJobs();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({ signatureValid: true, headers: { 'maple-event': 'webhook.test' } });
  });

  it('deleting a webhook drops its deliveries not yet sent', async () => {
    receiver.failNext(1);
    await newsletter('dropped@example.com');
    await t.runJobs();
    expect((await admin().delete(`/api/admin/webhooks/${hook.id}`)).status).toBe(204);
    t.clock.advance(60_000);
    await t.runJobs();
    expect(receiver.received).toHaveLength(1);
    expect(await t.db.$count(webhookDeliveries)).toBe(0);
  });
});
