// Retention of the mortgage files and the borrower's portal (decision 097), on the app's clock: a
// file follows its lead when the nightly run anonymizes it, and the daily clean-up deletes the
// portal's spent links and expired sessions.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { jobs } from '@maple/db/schema/jobs';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles, mortgageFileStageChanges } from '@maple/db/schema/mortgage-files';
import { portalApplicants, portalLinks, portalSessions } from '@maple/db/schema/portal';
import { insertLead } from '@maple/db/seed/factories';
import { anonymizedLead } from '@maple/shared/schemas/privacy';
import { outboxMessages } from '../../test/eml.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { portalAccessCleanupSchedule } from './portal-access-cleanup-job.ts';

let t: TestApp;
let sarahId: string;
let start: Date;
beforeAll(async () => {
  // The server's schedules, their first slots taken now as a started worker would: the next run is a day on.
  t = await createTestApp({ schedules: true });
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
  start = t.clock.now();
}, 60_000);
afterAll(() => t.close());

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const monthsBefore = (from: Date, months: number) => {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

/** A lead of Sarah's with its file started at the clock's present instant, with a note on a move. */
async function fileStartedNow(name: string, email: string) {
  const lead = await insertLead(t.db, { agentId: sarahId, clientName: name, clientEmail: email, createdAt: t.clock.now() });
  const started = await t.as('sarah').post(`/api/me/leads/${lead.id}/files`, {});
  expect(started.status).toBe(201);
  const fileId = (await json(started)).id as string;
  expect((await t.as('sarah').post(`/api/me/leads/${lead.id}/files/${fileId}/stage`, { stage: 'submitted', note: `Called ${name} about the appraisal.` })).status).toBe(200);
  await t.runJobs();
  return { leadId: lead.id, fileId };
}

/** Exchanges the newest link mailed to the address, at the clock's present instant. */
async function enterWithNewestLink(email: string) {
  const mails = (await outboxMessages(t.outbox, (name) => name.includes('portal-link-'))).filter((mail) => mail.headers.to?.includes(email));
  const token = /\/portal#([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.text)![1]!;
  const res = await t.request('/api/portal/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  expect(res.status).toBe(200);
}

async function sendLink(leadId: string, fileId: string) {
  const [main] = await t.db.select({ id: portalApplicants.id }).from(portalApplicants).where(eq(portalApplicants.fileId, fileId));
  expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${fileId}/applicants/${main!.id}/link`, {})).status).toBe(202);
  await t.runJobs();
}

describe('the retention of files and portal access', () => {
  it('anonymizes the file of a lead past its period with the lead, deletes spent links and expired sessions daily, and keeps the rest', async () => {
    // The schedules' next slot, a day after the app started; every age is measured from it.
    const runAt = new Date(start.getTime() + day + 1000);

    // A file started 37 months before the run, quiet since: its lead is past the 36 months.
    t.clock.set(monthsBefore(runAt, 37));
    const old = await fileStartedNow('Olga Oldfile', 'olga.oldfile@example.com');
    await t.db.insert(portalApplicants).values({ fileId: old.fileId, role: 'co_applicant', name: 'Otto Oldfile', email: 'otto.oldfile@example.com', createdAt: t.clock.now() });

    // A file of this week, and its portal access at different ages.
    t.clock.set(new Date(runAt.getTime() - 8 * day));
    const recent = await fileStartedNow('Rita Recent', 'rita.recent@example.com'); // its first link: expired unused by the run
    t.clock.set(new Date(runAt.getTime() - day - 1000));
    await sendLink(recent.leadId, recent.fileId);
    await enterWithNewestLink('rita.recent@example.com'); // used; its session expires 12 hours later, before the run
    t.clock.set(new Date(runAt.getTime() - 4 * hour));
    await sendLink(recent.leadId, recent.fileId); // unused, a week to go: kept
    await sendLink(recent.leadId, recent.fileId);
    await enterWithNewestLink('rita.recent@example.com'); // used (deleted), its session live until 8 hours after the run
    const links = await t.db.select({ id: portalLinks.id, createdAt: portalLinks.createdAt, usedAt: portalLinks.usedAt }).from(portalLinks).innerJoin(portalApplicants, eq(portalApplicants.id, portalLinks.applicantId)).where(eq(portalApplicants.fileId, recent.fileId));
    expect(links).toHaveLength(4);
    const keptLink = links.find((link) => link.usedAt === null && link.createdAt.getTime() === runAt.getTime() - 4 * hour)!;
    const sessions = await t.db.select({ id: portalSessions.id, expiresAt: portalSessions.expiresAt }).from(portalSessions);
    expect(sessions).toHaveLength(2);
    const liveSession = sessions.find((session) => session.expiresAt > runAt)!;

    t.clock.set(runAt);
    await t.runJobs();
    expect(await t.db.$count(jobs, eq(jobs.name, portalAccessCleanupSchedule))).toBe(2);

    // The old lead is anonymized and its file follows: stage and dates kept, notes and access gone.
    const [oldLead] = await t.db.select().from(leads).where(eq(leads.id, old.leadId));
    expect(oldLead).toMatchObject({ clientName: anonymizedLead.name, anonymizedAt: runAt });
    const [oldFile] = await t.db.select().from(mortgageFiles).where(eq(mortgageFiles.id, old.fileId));
    expect(oldFile).toMatchObject({ stage: 'submitted', leadId: old.leadId });
    const oldNotes = await t.db.select({ note: mortgageFileStageChanges.note }).from(mortgageFileStageChanges).where(eq(mortgageFileStageChanges.fileId, old.fileId));
    expect(oldNotes).toEqual([{ note: null }, { note: null }]);
    expect(await t.db.$count(portalApplicants, eq(portalApplicants.fileId, old.fileId))).toBe(0);

    // The recent file keeps everything but its spent links and its expired session.
    const [recentLead] = await t.db.select().from(leads).where(eq(leads.id, recent.leadId));
    expect(recentLead).toMatchObject({ clientName: 'Rita Recent', anonymizedAt: null });
    expect(await t.db.$count(mortgageFileStageChanges, eq(mortgageFileStageChanges.note, 'Called Rita Recent about the appraisal.'))).toBe(1);
    expect(await t.db.$count(portalApplicants, eq(portalApplicants.fileId, recent.fileId))).toBe(1);
    expect((await t.db.select({ id: portalLinks.id }).from(portalLinks)).map((row) => row.id)).toEqual([keptLink.id]);
    expect((await t.db.select({ id: portalSessions.id }).from(portalSessions)).map((row) => row.id)).toEqual([liveSession.id]);
    expect(await t.db.$count(portalLinks, inArray(portalLinks.id, links.map((link) => link.id)))).toBe(1);
  });
});
