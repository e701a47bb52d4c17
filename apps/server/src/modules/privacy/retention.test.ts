import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@maple/db/schema/audit-events';
import { leadActivity } from '@maple/db/schema/lead-activity';
import { leads } from '@maple/db/schema/leads';
import { insertLead } from '@maple/db/seed/factories';
import { anonymizedLead } from '@maple/shared/schemas/privacy';
import { createUserWithPassword } from '@maple/db/seed/users';
import { listOutboxFiles } from '../../lib/outbox-files.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const officer = { email: 'officer@retention.test', password: 'retention-password-1' };
const admin = () => t.as(officer);
beforeAll(async () => {
  // No demo leads to count; the server's schedules, their first slots taken as a started worker would.
  t = await createTestApp({ demo: false, schedules: true });
  await createUserWithPassword(t.db, { ...officer, role: 'super_admin', name: 'Privacy Officer' });
}, 60_000);
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;
const monthsAgo = (from: Date, months: number, plusDays = 0) => {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() - months);
  return new Date(at.getTime() + plusDays * day);
};
const outboxName = (at: Date, id: string) => `${at.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;

describe('the daily retention run', () => {
  it('anonymizes exactly the leads, transcripts and mail files past their periods, as the preview counted', async () => {
    // The run happens at the next daily slot; ages are measured from there.
    const runAt = new Date(t.clock.now().getTime() + day + 1000);
    // A new brokerage's periods (36 months, 12 months, 30 days): the run reads them from the settings.
    const periods = { leadMonths: 36, transcriptMonths: 12, outboxDays: 30 };

    const stale = await insertLead(t.db, { clientName: 'Stale Lead', clientEmail: 'stale@example.com', createdAt: monthsAgo(runAt, 36, -1) });
    const justInside = await insertLead(t.db, { clientName: 'Just Inside', clientEmail: 'inside@example.com', createdAt: monthsAgo(runAt, 36, 1) });
    // Old, but something happened to it two years ago: its period runs from then.
    const revived = await insertLead(t.db, { clientName: 'Revived', clientEmail: 'revived@example.com', createdAt: monthsAgo(runAt, 48) });
    await t.db.insert(leadActivity).values({ leadId: revived.id, kind: 'status_changed', actorType: 'routing', detail: { from: 'new', to: 'contacted' }, createdAt: monthsAgo(runAt, 24) });
    // Its activity is older than the period too.
    const quiet = await insertLead(t.db, { clientName: 'Quiet', clientEmail: 'quiet@example.com', createdAt: monthsAgo(runAt, 48) });
    await t.db.insert(leadActivity).values({ leadId: quiet.id, kind: 'created', actorType: 'visitor', detail: { source: 'website' }, createdAt: monthsAgo(runAt, 40) });
    const transcript = JSON.stringify({ conversation: [{ role: 'user', content: 'hi' }], last_interaction: monthsAgo(runAt, 13).toISOString() });
    const oldChat = await insertLead(t.db, { clientName: 'Old Chat', clientEmail: 'old.chat@example.com', source: 'AI Chatbot', message: transcript, createdAt: monthsAgo(runAt, 13) });
    const newChat = await insertLead(t.db, { clientName: 'New Chat', clientEmail: 'new.chat@example.com', source: 'AI Chatbot', message: transcript, createdAt: monthsAgo(runAt, 11) });
    writeFileSync(join(t.outbox, outboxName(new Date(runAt.getTime() - 31 * day), 'old-mail')), 'Subject: old\r\n\r\nold');
    writeFileSync(join(t.outbox, outboxName(new Date(runAt.getTime() - 29 * day), 'new-mail')), 'Subject: new\r\n\r\nnew');

    // The preview, asked with the run's clock, counts what the run then does.
    const now = t.clock.now();
    t.clock.set(runAt);
    const preview = await admin().get('/api/admin/privacy/retention/preview?leadMonths=36&transcriptMonths=12&outboxDays=30');
    expect(await json(preview)).toEqual({ leads: 2, transcripts: 1, outboxFiles: 1 });
    // Other periods are previewed without saving them.
    expect(await json(await admin().get('/api/admin/privacy/retention/preview?leadMonths=12&transcriptMonths=12&outboxDays=60'))).toEqual({ leads: 5, transcripts: 0, outboxFiles: 0 });
    expect((await admin().get('/api/admin/privacy/retention/preview?leadMonths=0&transcriptMonths=12&outboxDays=30')).status).toBe(400);

    await t.runJobs();
    const rows = new Map((await t.db.select().from(leads)).map((row) => [row.id, row]));
    expect(rows.get(stale.id)).toMatchObject({ clientName: anonymizedLead.name, clientEmail: anonymizedLead.email, anonymizedAt: runAt });
    expect(rows.get(quiet.id)).toMatchObject({ clientName: anonymizedLead.name });
    for (const kept of [justInside, revived, newChat]) expect(rows.get(kept.id)).toMatchObject({ clientName: kept.clientName, anonymizedAt: null });
    expect(rows.get(newChat.id)!.message).toBe(transcript);
    // The old transcript is cleared; the lead and its contact details stay.
    expect(rows.get(oldChat.id)).toMatchObject({ clientName: 'Old Chat', clientEmail: 'old.chat@example.com', message: null, anonymizedAt: null });
    expect((await listOutboxFiles(t.outbox)).map((f) => f.name)).toEqual([outboxName(new Date(runAt.getTime() - 29 * day), 'new-mail')]);
    const [applied] = await t.db.select().from(auditEvents).where(eq(auditEvents.kind, 'retention_applied'));
    expect(applied!.detail).toEqual({ leads: 2, transcripts: 1, outboxFiles: 1, periods });
    // Nothing is left for the next night.
    expect(await json(await admin().get('/api/admin/privacy/retention/preview?leadMonths=36&transcriptMonths=12&outboxDays=30'))).toEqual({ leads: 0, transcripts: 0, outboxFiles: 0 });
    t.clock.set(now);
  });
});
