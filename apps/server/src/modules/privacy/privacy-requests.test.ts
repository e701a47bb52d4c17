import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '@maple/db/schema/audit-events';
import { leads } from '@maple/db/schema/leads';
import { privacyRequests } from '@maple/db/schema/privacy';
import { insertLead } from '@maple/db/seed/factories';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(privacyRequests);
});

const admin = () => t.as('admin');
const day = 24 * 60 * 60 * 1000;

describe('personal-data requests', () => {
  it('records a request due 30 days after it was received (the clock by default), and flags it once overdue', async () => {
    const now = t.clock.now();
    const res = await admin().post('/api/admin/privacy/requests', { kind: 'access', email: 'Ada.Access@Example.com' });
    expect(res.status).toBe(201);
    const { id, dueAt } = await json(res);
    expect(dueAt).toBe(new Date(now.getTime() + 30 * day).toISOString());
    const back = await admin().post('/api/admin/privacy/requests', { kind: 'correction', phone: '416 555 0123', receivedAt: '2026-09-01' });
    expect((await json(back)).dueAt).toBe('2026-10-01T12:00:00.000Z');

    const list = await json(await admin().get('/api/admin/privacy/requests'));
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ id, kind: 'access', status: 'open', email: 'ada.access@example.com', phone: null, overdue: false, erased: false });
    expect(list.items[1]).toMatchObject({ kind: 'correction', phone: '4165550123', overdue: true });
    // Completed requests are not overdue, and the status filter keeps one status.
    await admin().patch(`/api/admin/privacy/requests/${list.items[1].id}`, { status: 'completed', notes: 'Answered by phone.' });
    expect((await json(await admin().get('/api/admin/privacy/requests?status=completed'))).items).toEqual([
      expect.objectContaining({ status: 'completed', overdue: false, notes: 'Answered by phone.', completedAt: now.toISOString() }),
    ]);
    expect((await json(await admin().get('/api/admin/privacy/requests?q=ada.access'))).total).toBe(1);
    // The audit trail names the request, never the address.
    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.kind, 'privacy_request_recorded'));
    expect(JSON.stringify(trail)).not.toContain('ada.access');
    expect(trail.map((e) => e.detail)).toContainEqual({ requestId: id, requestKind: 'access' });
  });

  it('refuses a request naming nobody, a bad address, a bad kind and an unknown field, each by name', async () => {
    for (const [body, field, message] of [
      [{ kind: 'access' }, 'email', m.emailOrPhoneRequired],
      [{ kind: 'access', email: 'not-an-address' }, 'email', m.invalidEmail],
      [{ kind: 'access', phone: '12' }, 'phone', m.invalidPhone],
      [{ kind: 'delete', email: 'a@example.com' }, 'kind', m.invalidKind],
      [{ kind: 'access', email: 'a@example.com', receivedAt: 'yesterday' }, 'receivedAt', m.invalidReceivedAt],
      // Out of the range (decision 057): year 9999 plus the 30 days ran past what the database
      // writes, year 0000 is none it has, and 30 February is no day; each answered 500 or was taken.
      [{ kind: 'access', email: 'a@example.com', receivedAt: '9999-12-31' }, 'receivedAt', m.invalidReceivedAt],
      [{ kind: 'access', email: 'a@example.com', receivedAt: '0000-01-01T00:00:00Z' }, 'receivedAt', m.invalidReceivedAt],
      [{ kind: 'access', email: 'a@example.com', receivedAt: '2026-02-30' }, 'receivedAt', m.invalidReceivedAt],
    ] as const) {
      const res = await admin().post('/api/admin/privacy/requests', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error.fields[field]).toBe(message);
    }
    expect(await t.db.$count(privacyRequests)).toBe(0);
    // The range's last day is taken, and its deadline, a month on, is stored and answered as it is.
    const last = await admin().post('/api/admin/privacy/requests', { kind: 'access', email: 'a@example.com', receivedAt: '2200-12-31' });
    expect({ status: last.status, dueAt: (await json(last)).dueAt }).toEqual({ status: 201, dueAt: '2201-01-30T12:00:00.000Z' });
    await t.db.delete(privacyRequests);
    expect((await admin().get('/api/admin/privacy/requests/7d1f4f7e-8b1a-4c3e-9f00-000000000000')).status).toBe(404);
  });

  it('searches by email or by a phone number in any writing, and refuses anything else', async () => {
    const lead = await insertLead(t.db, { clientName: 'Sam Search', clientEmail: 'sam.search@example.com', clientPhone: '613-555-0142' });
    const byEmail = await json(await admin().get('/api/admin/privacy/search?q=SAM.SEARCH@example.com'));
    expect(byEmail).toMatchObject({ email: 'sam.search@example.com', phone: null, total: 1 });
    expect(byEmail.matches).toEqual([{ kind: 'lead', id: lead.id, summary: expect.stringContaining('Sam Search') }]);
    const byPhone = await json(await admin().get(`/api/admin/privacy/search?q=${encodeURIComponent('+1 (613) 555 0142')}`));
    expect(byPhone.matches.map((match: { id: string }) => match.id)).toEqual([lead.id]);
    // A longer number that merely contains the digits is someone else.
    await insertLead(t.db, { clientEmail: 'other@example.com', clientPhone: '96135550142' });
    expect((await json(await admin().get('/api/admin/privacy/search?q=6135550142'))).total).toBe(1);
    const bad = await admin().get('/api/admin/privacy/search?q=hello');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.q).toBe(m.invalidQuery);
  });

  it('exports everything found as JSON and as a readable page, and corrects the leads', async () => {
    const lead = await insertLead(t.db, { clientName: 'Cora <Correct>', clientEmail: 'cora@example.com', clientPhone: '905-555-0101', notes: 'Prefers mornings' });
    const { id } = await json(await admin().post('/api/admin/privacy/requests', { kind: 'correction', email: 'cora@example.com' }));
    const exported = await admin().get(`/api/admin/privacy/requests/${id}/export`);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await json(exported);
    expect(data).toMatchObject({ request: { id, kind: 'correction' }, person: { email: 'cora@example.com' }, records: [{ kind: 'lead', id: lead.id, data: expect.objectContaining({ notes: 'Prefers mornings' }) }] });
    const page = await admin().get(`/api/admin/privacy/requests/${id}/export?format=html`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Personal data held about cora@example.com');
    expect(html).toContain('Cora &lt;Correct&gt;');
    expect(html).not.toContain('<Correct>');

    const res = await admin().patch(`/api/admin/privacy/requests/${id}`, { corrections: { name: 'Cora Corrected', email: 'cora.new@example.com' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ corrected: 1, request: { email: 'cora.new@example.com' } });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ clientName: 'Cora Corrected', clientEmail: 'cora.new@example.com', clientPhone: '905-555-0101' });
    expect((await admin().patch(`/api/admin/privacy/requests/${id}`, { corrections: {} })).status).toBe(400);
    expect((await admin().patch(`/api/admin/privacy/requests/${id}`, {})).status).toBe(400);
    // Only an erasure request erases.
    expect((await admin().post(`/api/admin/privacy/requests/${id}/erase`)).status).toBe(409);
  });
});
