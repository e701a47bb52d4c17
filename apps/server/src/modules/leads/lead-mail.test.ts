import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { parseEml } from '../../test/eml.ts';
import { startSmtpFixture } from '../../test/smtp-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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

describe('lead notifications over SMTP', () => {
  it("sends the new lead to the chosen agent's CRM address", async () => {
    const before = smtp.received.length;
    const res = await postLead(t, { kind: 'application', name: 'Smtp Client', email: 'smtp.client@example.com', phone: '416-555-0000', mortgageAmount: 350000, agentId: sarahId });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const got = smtp.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]!.to).toEqual(['sarah.crm@demo.maple.test']);
    const mail = parseEml(got[0]!.data);
    expect(mail.headers['x-maple-lead-id']).toBe(id);
    expect(mail.headers.subject).toBe('New mortgage application: Smtp Client');
    expect(mail.text).toContain('mortgage_amount: 350000');
  });

  it('stores the lead and answers 201 even when the mail server is down', async () => {
    const down = await startSmtpFixture();
    await down.close();
    const offline = await createTestApp({ smtpUrl: down.url });
    try {
      const res = await postLead(offline, { kind: 'newsletter', email: 'still.stored@example.com' });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [row] = await offline.db.select().from(leads).where(eq(leads.id, id));
      expect(row?.clientEmail).toBe('still.stored@example.com');
    } finally {
      await offline.close();
    }
  });
});
