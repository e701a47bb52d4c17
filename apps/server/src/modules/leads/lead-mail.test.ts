import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { jobs } from '@maple/db/schema/jobs';
import { leads } from '@maple/db/schema/leads';
import { parseEml } from '../../test/eml.ts';
import { startSmtpFixture } from '../../test/smtp-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { leadNotificationJob } from './lead-notification-job.ts';
import { confirmSignUp } from '../../test/confirmed-subscription.ts';

let smtp: Awaited<ReturnType<typeof startSmtpFixture>>;
let t: TestApp;
let sarahId: string;
beforeAll(async () => {
  smtp = await startSmtpFixture();
  t = await createTestApp({ smtpUrl: smtp.url });
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const postLead = (app: TestApp, body: unknown) =>
  app.request('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const mailJobFor = async (app: TestApp, leadId: string) => {
  const rows = await app.db.select().from(jobs).where(eq(jobs.name, leadNotificationJob));
  const mine = rows.filter((job) => job.payload.leadId === leadId);
  expect(mine).toHaveLength(1);
  return mine[0]!;
};

describe('lead notifications over SMTP', () => {
  it("sends the new lead to the chosen agent's CRM address when the queue runs", async () => {
    const before = smtp.received.length;
    const res = await postLead(t, { kind: 'application', name: 'Smtp Client', email: 'smtp.client@example.com', phone: '416-555-0000', mortgageAmount: 350000, agentId: sarahId });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // The answer did not wait for the mail: it is a job, written with the lead.
    expect(smtp.received.slice(before)).toHaveLength(0);
    expect(await mailJobFor(t, id)).toMatchObject({ status: 'pending', attempts: 0, payload: { leadId: id, kind: 'application' } });

    // The notification, and the applicant's link to the portal (the form starts the mortgage file, issue 39 §1).
    expect(await t.runJobs()).toEqual({ done: 2, retried: 0, failed: 0 });
    const got = smtp.received.slice(before);
    expect(got.map((m) => m.to).sort()).toEqual([['sarah.crm@demo.maple.test'], ['smtp.client@example.com']]);
    const mail = await parseEml(got.find((m) => m.to[0] === 'sarah.crm@demo.maple.test')!.data);
    expect(mail.headers['x-maple-lead-id']).toBe(id);
    expect(mail.headers['x-maple-lead-kind']).toBe('application');
    expect(mail.headers['reply-to']).toBe('smtp.client@example.com');
    expect(mail.headers.subject).toBe('New mortgage application: Smtp Client');
    expect(mail.text).toContain('mortgage_amount: 350000');
    expect(mail.text).toContain(`Lead id: ${id}`);
    expect(await mailJobFor(t, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lastError: null });
  });

  it('the job holds ids only: no name, email or phone of the client', async () => {
    expect((await postLead(t, { kind: 'newsletter', email: 'private.reader@example.com' })).status).toBe(201);
    // The sign-up's confirmation job too (decision 058): it names the pending subscription only.
    const queued = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.name, 'subscription-confirmation'));
    expect(queued.length).toBeGreaterThan(0);
    expect(JSON.stringify(queued)).not.toContain('private.reader');
    const id = await confirmSignUp(t, 'private.reader@example.com');
    const job = await mailJobFor(t, id);
    expect(JSON.stringify(job)).not.toContain('private.reader');
    await t.runJobs();
  });

  it('outbox: with SMTP on a closed port the lead is stored, its mail retried, and delivered once when the server comes up', async () => {
    const down = await startSmtpFixture();
    const port = Number(new URL(down.url).port);
    await down.close();
    const offline = await createTestApp({ smtpUrl: down.url });
    let up: Awaited<ReturnType<typeof startSmtpFixture>> | undefined;
    try {
      const res = await postLead(offline, { kind: 'contact', firstName: 'Outbox', lastName: 'Proof', email: 'outbox.proof@example.com', phone: '416-555-0101', comments: 'Call me', consent: true });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [row] = await offline.db.select().from(leads).where(eq(leads.id, id));
      expect(row?.clientEmail).toBe('outbox.proof@example.com');

      // First try: the connection is refused; the job waits for a later run.
      expect(await offline.runJobs()).toEqual({ done: 0, retried: 1, failed: 0 });
      const first = await mailJobFor(offline, id);
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lockedBy: null });
      expect(first.lastError).toMatch(/^Error: E[A-Z]+$/);
      expect(first.runAt.getTime()).toBeGreaterThan(first.createdAt.getTime());
      // Not due yet: running again now sends nothing and counts no attempt.
      expect(await offline.runJobs()).toEqual({ done: 0, retried: 0, failed: 0 });

      // Second try, at its backoff time: still down, and the next wait is longer.
      expect(await offline.runJobs({ now: first.runAt })).toEqual({ done: 0, retried: 1, failed: 0 });
      const second = await mailJobFor(offline, id);
      expect(second).toMatchObject({ status: 'pending', attempts: 2 });
      expect(second.runAt.getTime() - first.runAt.getTime()).toBeGreaterThan(first.runAt.getTime() - first.createdAt.getTime());

      // The mail server comes up where the app points; the next due run delivers, once.
      up = await startSmtpFixture({ port });
      expect(await offline.runJobs({ now: second.runAt })).toEqual({ done: 1, retried: 0, failed: 0 });
      // A day later only scheduled work (the news refresh) is due; the mail is not sent again (one received, below).
      expect(await offline.runJobs({ now: new Date(second.runAt.getTime() + 24 * 3600_000) })).toMatchObject({ retried: 0, failed: 0 });
      expect(up.received).toHaveLength(1);
      const mail = await parseEml(up.received[0]!.data);
      expect(mail.headers['x-maple-lead-id']).toBe(id);
      expect(mail.headers.subject).toBe('New contact message: Outbox Proof');
      expect(await mailJobFor(offline, id)).toMatchObject({ status: 'done', attempts: 3 });
    } finally {
      await offline.close();
      await up?.close();
    }
  });
});
