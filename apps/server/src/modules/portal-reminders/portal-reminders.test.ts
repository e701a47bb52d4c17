// The borrower's reminders of outstanding documents and the agent's digest of portal activity
// (issue 39 §6, decision 101), on the app's clock, with two server processes running the
// schedules: each due day's reminder and each day's digest is mailed once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { portalApplicants } from '@maple/db/schema/portal';
import { senderName } from '@maple/shared/consent-wording';
import { applicationStepsMessages as frSteps } from '@maple/shared/messages/fr/application-steps';
import { portalRemindersMessages as fr } from '@maple/shared/messages/fr/portal-reminders';
import { portalRemindersMessages as m } from '@maple/shared/messages/portal-reminders';
import type { FileDocumentList } from '@maple/shared/schemas/file-documents';
import { outboxMessages } from '../../test/eml.ts';
import { borrowerOfNewFile, enterWithMailedLink, type PortalBorrower } from '../../test/portal-borrower.ts';
import { secondProcess } from '../../test/second-process.ts';
import { createTestApp, json, testOrigin, type TestApp } from '../../test/test-app.ts';
import { smallPng } from '../../test/upload-fixtures.ts';
import { mailIdentification } from '../consents/consents.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { portalRemindersHandler, reminderDueDay } from './portal-reminders-job.ts';

const day = 24 * 60 * 60 * 1000;
const amiraId = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';

let t: TestApp;
let other: TestApp;
let amira: PortalBorrower;
let start: Date;

beforeAll(async () => {
  // Two server processes over one database, each with the server's schedules (first slots taken now).
  t = await createTestApp({ schedules: true });
  other = await secondProcess(t, { schedules: true });
  start = t.clock.now();
}, 60_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Every mail of both processes whose outbox file name has `prefix`. */
async function mailsOf(prefix: string) {
  return [...(await outboxMessages(t.outbox, (name) => name.includes(prefix))), ...(await outboxMessages(other.outbox, (name) => name.includes(prefix)))];
}
/** Both processes run their due jobs at once, as two servers' workers would; the next pass sends the mails the schedules queued. */
async function bothRun() {
  await Promise.all([t.runJobs(), other.runJobs()]);
  await Promise.all([t.runJobs(), other.runJobs()]);
}

const documentsPath = () => `/api/me/leads/${amira.leadId}/files/${amira.fileId}/documents`;

describe('reminderDueDay', () => {
  it('is the latest start + k × N days, k ≥ 1, and null before the first', () => {
    const started = new Date('2026-03-01T15:00:00Z');
    expect(reminderDueDay(started, new Date('2026-03-04T14:59:59Z'), 3)).toBeNull();
    expect(reminderDueDay(started, new Date('2026-03-04T15:00:00Z'), 3)).toBe('2026-03-04');
    expect(reminderDueDay(started, new Date('2026-03-06T23:00:00Z'), 3)).toBe('2026-03-04');
    expect(reminderDueDay(started, new Date('2026-03-07T15:00:00Z'), 3)).toBe('2026-03-07');
    expect(reminderDueDay(started, new Date('2026-03-02T15:00:00Z'), 1)).toBe('2026-03-02');
  });
});

describe('reminders and the digest', () => {
  it('mails each live applicant once per due day in their language, and the agent one digest a day', async () => {
    // Day 0: the file starts; the borrower saves the applicants step and uploads the photo ID,
    // invites a co-applicant; the agent asks for a letter and for a new photo ID.
    amira = await borrowerOfNewFile(t, 'amira.reminders@example.com');
    const saved = await t.request('/api/portal/application/applicants', {
      method: 'PUT',
      cookie: amira.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        applicants: [{ id: amiraId, role: 'main', firstName: 'Amira', lastName: 'Haddad', dateOfBirth: '1985-02-03', maritalStatus: 'single', dependants: 0, email: 'amira@example.com', phone: '416-555-0100', residencyStatus: 'citizen' }],
      }),
    });
    expect(saved.status).toBe(200);
    const items = ((await json(await t.as('sarah').get(documentsPath()))) as FileDocumentList).items;
    const photoId = items.find((item) => item.key === `government_photo_id:${amiraId}`)!;
    await uploadPng(photoId.id);
    expect((await t.as('sarah').patch(`${documentsPath()}/${photoId.id}`, { status: 'needs_attention', reason: 'The licence has expired.' })).status).toBe(200);
    expect((await t.as('sarah').post(documentsPath(), { label: 'Letter explaining the gap in income', note: 'A few lines, signed.' })).status).toBe(201);
    const invited = await t.request('/api/portal/co-applicants', { method: 'POST', cookie: amira.cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Omar Haddad', email: 'omar.reminders@example.com' }) });
    expect(invited.status).toBe(201);
    await t.db.update(portalApplicants).set({ language: 'fr' }).where(eq(portalApplicants.email, 'omar.reminders@example.com'));
    // Someone whose access was revoked gets nothing.
    await t.db.insert(portalApplicants).values({ fileId: amira.fileId, role: 'co_applicant', name: 'Rex Revoked', email: 'rex.reminders@example.com', createdAt: start, revokedAt: start });
    await t.runJobs();

    // Day 1: no reminder yet (every 3 days from the start); Sarah's digest of day 0, once (Omar and
    // Rex count as invited).
    t.clock.set(new Date(start.getTime() + day));
    await bothRun();
    expect(await mailsOf('portal-reminder-')).toHaveLength(0);
    const digests = await mailsOf('portal-digest-');
    expect(digests).toHaveLength(1);
    const [sarah] = await t.db.select({ email: agents.email }).from(agents).where(eq(agents.profileSlug, 'sarahchen'));
    expect(digests[0]!.headers.to).toContain(sarah!.email);
    expect(digests[0]!.text).toContain(m.digestFile('Amira Haddad', [m.digestUploads(1), m.digestInvitations(2)].join(', ')));

    // Day 3: the first due day. Both processes run the schedule; a restart re-runs it: one mail each.
    t.clock.set(new Date(start.getTime() + 3 * day));
    await bothRun();
    await portalRemindersHandler({}, { db: other.db, clock: other.clock, logger: silentLogger, jobId: 'restart', attempt: 1 });
    await bothRun();
    let reminders = await mailsOf('portal-reminder-');
    expect(reminders.map((mail) => mail.headers.to).sort()).toEqual([expect.stringContaining('amira.reminders@example.com'), expect.stringContaining('omar.reminders@example.com')]);
    const site = await getBrokerageSettings(t.db);
    const toAmira = reminders.find((mail) => mail.headers.to?.includes('amira'))!;
    expect(toAmira.text).toContain(m.reminderItem('Letter explaining the gap in income'));
    expect(toAmira.text).toContain(m.reminderItemAttention(m.reminderItemFor('Government-issued photo ID', 'Amira Haddad'), 'The licence has expired.'));
    expect(toAmira.text).toContain(`${testOrigin}/portal\n`);
    expect(toAmira.text).not.toMatch(/\/portal#/);
    expect(toAmira.text).toContain(mailIdentification(site, testOrigin, 'en'));
    const toOmar = reminders.find((mail) => mail.headers.to?.includes('omar'))!;
    expect(toOmar.headers.subject).toBe(fr.reminderSubject(senderName(site)));
    expect(toOmar.text).toContain(fr.reminderItemFor(frSteps.documents.items.government_photo_id.label, 'Amira Haddad'));
    expect(toOmar.text).toContain(`${testOrigin}/fr/portail\n`);

    // Day 4: the schedule runs again, for the same due day: nothing more. No activity: no digest.
    t.clock.set(new Date(start.getTime() + 4 * day));
    await bothRun();
    expect(await mailsOf('portal-reminder-')).toHaveLength(2);
    expect(await mailsOf('portal-digest-')).toHaveLength(1);

    // Day 6: the next due day, one more each; then the agent removes the letter and the photo ID is
    // accepted: nothing outstanding, no reminder on day 9.
    t.clock.set(new Date(start.getTime() + 6 * day));
    await bothRun();
    reminders = await mailsOf('portal-reminder-');
    expect(reminders).toHaveLength(4);
    const letter = ((await json(await t.as('sarah').get(documentsPath()))) as FileDocumentList).items.find((item) => item.label === 'Letter explaining the gap in income')!;
    expect((await t.as('sarah').post(`${documentsPath()}/${letter.id}/remove`, { note: 'Not needed after all.' })).status).toBe(200);
    // Her session of day 0 has ended: a new link from the agent.
    expect((await t.as('sarah').post(`/api/me/leads/${amira.leadId}/files/${amira.fileId}/applicants/${amira.applicantId}/link`, {})).status).toBe(202);
    amira = { ...amira, cookie: (await enterWithMailedLink(t, 'amira.reminders@example.com')).cookie };
    await uploadPng(photoId.id);
    expect((await t.as('sarah').patch(`${documentsPath()}/${photoId.id}`, { status: 'accepted' })).status).toBe(200);
    t.clock.set(new Date(start.getTime() + 9 * day));
    await bothRun();
    expect(await mailsOf('portal-reminder-')).toHaveLength(4);
    // The digest of day 9 covers the days since the last one (day 6's upload), once.
    const lastDigests = await mailsOf('portal-digest-');
    expect(lastDigests).toHaveLength(2);
    expect(lastDigests.map((mail) => mail.text).join('\n')).toContain(m.digestFile('Amira Haddad', m.digestUploads(1)));
  }, 30_000);
});

const silentLogger = { info() {}, warn() {}, error() {}, debug() {}, child: () => silentLogger } as never;

/** A small PNG uploaded to the item by the borrower, in one tus PATCH. */
async function uploadPng(itemId: string) {
  const png = new Uint8Array(await smallPng());
  const meta = `itemId ${Buffer.from(itemId).toString('base64')},filename ${Buffer.from('scan.png').toString('base64')}`;
  const created = await t.request('/api/portal/uploads', { method: 'POST', cookie: amira.cookie, headers: { 'tus-resumable': '1.0.0', 'upload-length': String(png.byteLength), 'upload-metadata': meta } });
  expect(created.status).toBe(201);
  const done = await t.request(created.headers.get('location')!, {
    method: 'PATCH',
    cookie: amira.cookie,
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: png,
  });
  expect(done.status).toBe(200);
}
