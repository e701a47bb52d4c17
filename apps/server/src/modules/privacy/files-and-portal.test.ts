// Issue 39 §10 for the mortgage files and the borrower's portal (decision 097): the privacy search
// finds a person's files and portal access (a co-applicant by their own address), the access export
// gives them without a token's hash, an erasure removes them (a co-applicant's only their own access),
// files follow their lead under the FINTRAC hold, and a scan of every table and the data folders
// proves nothing of the person is left.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles, mortgageFileStageChanges } from '@maple/db/schema/mortgage-files';
import { portalApplicants, portalLinks, portalSessions } from '@maple/db/schema/portal';
import { webhookDeliveries } from '@maple/db/schema/webhooks';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { privacyMessages as fr } from '@maple/shared/messages/fr/privacy';
import { anonymizedLead } from '@maple/shared/schemas/privacy';
import { outboxMessages } from '../../test/eml.ts';
import { scanForText } from '../../test/personal-data-scan.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { fileAndPortalTables, fileTablesAwaitingCoverage } from './files-and-portal.ts';

let t: TestApp;
let receiver: WebhookReceiver;
let sarahId: string;

beforeAll(async () => {
  let port = 0;
  t = await createTestApp({ leadsPerTenMinutes: 1000, outsideFetch: { allowPrivate: (_address, p) => p === port, timeoutMs: 500 } });
  receiver = await startWebhookReceiver({ now: () => t.clock.now() });
  port = receiver.port;
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
  // A CRM that follows the files: its deliveries name the client (not their address).
  const hook = await json(await t.as('admin').post('/api/admin/webhooks', { url: receiver.url(), events: ['lead.created', 'file.stage_changed'] }));
  receiver.useSecret(hook.secret);
}, 60_000);
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const admin = () => t.as('admin');
const scan = (needles: string[]) => scanForText(t.db, needles, { dirs: [t.outbox, t.filesDir] });

/** A quote lead from the public form, given to Sarah, and its file started by her (which mails the client a link). */
async function leadWithFile(name: string, email: string, phone: string) {
  const created = await t.anonymous.post('/api/leads', {
    kind: 'quote',
    quoteType: 'purchase',
    price: 650000,
    downPayment: 65000,
    location: 'Ontario',
    amortization: 25,
    mortgageRate: 3.94,
    paymentFrequency: 'monthly',
    name,
    email,
    phone,
    agentId: sarahId,
  });
  expect(created.status).toBe(201);
  const leadId = (await json(created)).id as string;
  const started = await t.as('sarah').post(`/api/me/leads/${leadId}/files`, {});
  expect(started.status).toBe(201);
  return { leadId, fileId: (await json(started)).id as string };
}

const moveStage = async (leadId: string, fileId: string, stage: string, note: string) =>
  expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${fileId}/stage`, { stage, note })).status).toBe(200);

/** The newest link mailed to the address, exchanged for a portal session: its cookie. */
async function signIn(email: string): Promise<string> {
  await t.runJobs();
  const mails = (await outboxMessages(t.outbox, (name) => name.includes('portal-link-'))).filter((mail) => mail.headers.to?.toLowerCase().includes(email.toLowerCase()));
  const token = /\/portal#([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.text)![1]!;
  const res = await t.request('/api/portal/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

const asBorrower = (cookie: string, path: string, body?: unknown) =>
  t.request(path, body === undefined ? { cookie } : { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function invite(cookie: string, name: string, email: string) {
  const res = await asBorrower(cookie, '/api/portal/co-applicants', { name, email });
  expect(res.status).toBe(201);
  return (await json(res)).id as string;
}

const search = async (q: string) => (await json(await admin().get(`/api/admin/privacy/search?q=${encodeURIComponent(q)}`))).matches as { kind: string; id: string; summary: string }[];
const requestFor = async (kind: 'access' | 'erasure', email: string) => (await json(await admin().post('/api/admin/privacy/requests', { kind, email }))).id as string;
const exportOf = async (requestId: string) => json(await admin().get(`/api/admin/privacy/requests/${requestId}/export`));
async function erase(requestId: string) {
  const res = await admin().post(`/api/admin/privacy/requests/${requestId}/erase`);
  expect(res.status).toBe(200);
  return json(res);
}
const applicantsOfFile = (fileId: string) => t.db.select().from(portalApplicants).where(eq(portalApplicants.fileId, fileId));
const accessRows = async (applicantIds: string[]) => ({
  links: await t.db.$count(portalLinks, inArray(portalLinks.applicantId, applicantIds)),
  sessions: await t.db.$count(portalSessions, inArray(portalSessions.applicantId, applicantIds)),
});

describe('the privacy coverage of files and the portal', () => {
  it('has an entry for every table that hangs off a mortgage file, or names it as awaiting one', async () => {
    // Every table whose foreign keys lead to mortgage_files, read from the database itself.
    const reached = (
      (await t.db.execute(sql`
        with recursive reach(oid) as (
          select 'mortgage_files'::regclass::oid
          union
          select c.conrelid from pg_constraint c join reach r on c.confrelid = r.oid where c.contype = 'f'
        )
        select relname as name from pg_class where oid in (select oid from reach) order by relname`)) as unknown as { rows: { name: string }[] }
    ).rows.map((row) => row.name);
    expect(reached).toEqual(expect.arrayContaining(['mortgage_files', 'mortgage_file_stage_changes', 'portal_applicants', 'portal_links', 'portal_sessions']));
    const covered = fileAndPortalTables.map((entry) => entry.table);
    expect(reached.filter((table) => !covered.includes(table) && !fileTablesAwaitingCoverage.includes(table))).toEqual([]);
    // Every kind the search can answer has its label in both languages.
    for (const entry of fileAndPortalTables) {
      if (!entry.source) continue;
      expect(m.matchKinds[entry.source.kind], entry.source.kind).toBeTruthy();
      expect(fr.matchKinds[entry.source.kind], entry.source.kind).toBeTruthy();
      if (entry.erase) expect([m.erasedKinds[entry.erase.kind], fr.erasedKinds[entry.erase.kind]].every(Boolean), entry.erase.kind).toBe(true);
    }
  });
});

describe('a mortgage file with a co-applicant', () => {
  const main = { name: 'Jordan Filewright', email: 'Jordan.Filewright@Example.com', phone: '(416) 555-0188' };
  const co = { name: 'Casey Cosigner', email: 'casey.cosigner@example.com' };
  const other = { name: 'Robin Partner', email: 'robin.partner@example.com' };
  const mainNeedles = ['jordan.filewright@example.com', 'Jordan Filewright', '555-0188', '4165550188'];
  const coNeedles = [co.email, co.name];
  let leadId: string;
  let fileId: string;
  let mainCookie: string;
  let coId: string;

  beforeAll(async () => {
    ({ leadId, fileId } = await leadWithFile(main.name, main.email, main.phone));
    mainCookie = await signIn(main.email);
    coId = await invite(mainCookie, co.name, co.email);
    await signIn(co.email);
    await invite(mainCookie, other.name, other.email);
    await moveStage(leadId, fileId, 'submitted', `Income letter for ${co.email} still to come.`);
    await moveStage(leadId, fileId, 'in_review', 'Jordan asked to be called after 5 pm.');
    await t.runJobs();
  });

  it('finds the main applicant by their address: the lead, the file at its stage, their access, the webhook deliveries about the file', async () => {
    const matches = await search(main.email);
    const kinds = new Set(matches.map((match) => match.kind));
    expect(kinds).toEqual(new Set(['lead', 'mortgage_file', 'portal_applicant', 'webhook_delivery', 'outbox_file']));
    expect(matches.filter((match) => match.kind === 'mortgage_file')).toEqual([{ kind: 'mortgage_file', id: fileId, summary: expect.stringMatching(/^In review · started .* · lead /) }]);
    const [access] = matches.filter((match) => match.kind === 'portal_applicant');
    expect(access!.summary).toMatch(new RegExp(`^Main applicant · file ${fileId} \\(In review\\) · since `));
    // The file's stage changes name the client but not their address: found as being about the lead.
    const deliveries = await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'file.stage_changed'));
    expect(deliveries).toHaveLength(2);
    expect(matches.filter((match) => match.kind === 'webhook_delivery').map((match) => match.id)).toEqual(expect.arrayContaining(deliveries.map((row) => row.id)));
  });

  it('finds a co-applicant by their own address alone: their access (role, file, stage) and the note that names them, not the main applicant\u2019s lead or file', async () => {
    const matches = await search(co.email);
    expect(matches.filter((match) => match.kind !== 'outbox_file')).toEqual([
      { kind: 'mortgage_file_note', id: expect.any(String), summary: expect.stringContaining(`Note on file ${fileId} · Submitted`) },
      { kind: 'portal_applicant', id: coId, summary: expect.stringMatching(new RegExp(`^Co-applicant · file ${fileId} \\(In review\\) · since `)) },
    ]);
    // Their invitation, with their link, is in the outbox.
    expect(matches.filter((match) => match.kind === 'outbox_file')).toHaveLength(1);
  });

  it('gives the main applicant their file with its timeline and notes, and their access with its dates, never a token\u2019s hash', async () => {
    const data = await exportOf(await requestFor('access', main.email));
    const file = data.records.find((record: { kind: string }) => record.kind === 'mortgage_file');
    expect(file.data).toMatchObject({ id: fileId, leadId, stage: 'in_review', closedAt: null });
    expect(file.data.timeline).toEqual([
      { from: null, to: 'started', at: expect.any(String), note: null, by: 'Sarah Chen' },
      { from: 'started', to: 'submitted', at: expect.any(String), note: `Income letter for ${co.email} still to come.`, by: 'Sarah Chen' },
      { from: 'submitted', to: 'in_review', at: expect.any(String), note: 'Jordan asked to be called after 5 pm.', by: 'Sarah Chen' },
    ]);
    const access = data.records.filter((record: { kind: string }) => record.kind === 'portal_applicant');
    expect(access).toHaveLength(1);
    expect(access[0].data).toMatchObject({ fileId, role: 'main', name: main.name, email: main.email, revokedAt: null, file: { stage: 'in_review' } });
    expect(access[0].data.links).toEqual([{ createdAt: expect.any(String), expiresAt: expect.any(String), usedAt: expect.any(String) }]);
    expect(access[0].data.sessions).toEqual([{ createdAt: expect.any(String), expiresAt: expect.any(String) }]);
    // Not the co-applicants' access: theirs is theirs.
    expect(JSON.stringify(data)).not.toContain(other.email);
    const hashes = [...(await t.db.select({ h: portalLinks.tokenHash }).from(portalLinks)), ...(await t.db.select({ h: portalSessions.tokenHash }).from(portalSessions))].map((row) => row.h);
    for (const hash of hashes) expect(JSON.stringify(data)).not.toContain(hash);
    expect(JSON.stringify(data)).not.toMatch(/tokenHash/i);
    // The readable page names each kind.
    const page = await (await admin().get(`/api/admin/privacy/requests/${data.request.id}/export?format=html`)).text();
    expect(page).toContain(`${m.matchKinds.mortgage_file}: In review`);
    expect(page).toContain(`${m.matchKinds.portal_applicant}: Main applicant`);
  });

  it('gives a co-applicant their access and the file as the portal shows it (stages and dates, not the notes), and the note that names them', async () => {
    const data = await exportOf(await requestFor('access', co.email));
    expect(data.records.map((record: { kind: string }) => record.kind).sort()).toEqual(['mortgage_file_note', 'outbox_file', 'portal_applicant']);
    const [access] = data.records.filter((record: { kind: string }) => record.kind === 'portal_applicant');
    expect(access.data).toMatchObject({ id: coId, role: 'co_applicant', name: co.name, email: co.email, revokedAt: null, links: [{ usedAt: expect.any(String) }], sessions: [{ expiresAt: expect.any(String) }] });
    expect(access.data.file.timeline.map((entry: { stage: string }) => entry.stage)).toEqual(['started', 'submitted', 'in_review']);
    expect(JSON.stringify(access.data)).not.toContain('after 5 pm');
    const [note] = data.records.filter((record: { kind: string }) => record.kind === 'mortgage_file_note');
    expect(note.data).toMatchObject({ fileId, stage: 'submitted', note: `Income letter for ${co.email} still to come.` });
  });

  it('erases a co-applicant: their access, links and sessions go, the note names them no more; the file and the others stay', async () => {
    const before = await scan(coNeedles);
    expect(before).toEqual(expect.arrayContaining([expect.objectContaining({ table: 'portal_applicants', column: 'email' }), expect.objectContaining({ table: 'portal_applicants', column: 'name' })]));
    const result = await erase(await requestFor('erasure', co.email));
    expect(result.erased).toMatchObject({ portalAccess: 1, fileNoteMentions: 1, leads: 0, outboxFiles: 1 });
    expect(await accessRows([coId])).toEqual({ links: 0, sessions: 0 });
    expect((await applicantsOfFile(fileId)).map((row) => row.name).sort()).toEqual([main.name, other.name].sort());
    const notes = await t.db.select({ note: mortgageFileStageChanges.note }).from(mortgageFileStageChanges).where(eq(mortgageFileStageChanges.fileId, fileId)).orderBy(mortgageFileStageChanges.seq);
    expect(notes.map((row) => row.note)).toEqual([null, 'Income letter for [erased] still to come.', 'Jordan asked to be called after 5 pm.']);
    // The main applicant's portal still opens, without the co-applicant.
    const seen = await json(await asBorrower(mainCookie, '/api/portal/file'));
    expect(seen.applicants.map((a: { name: string }) => a.name)).toEqual([main.name, other.name]);
    expect(await scan(coNeedles)).toEqual([]);
  });

  it('erases the main applicant: the lead and its file anonymized (stage and dates kept), every access to the file gone, nothing of them left anywhere', async () => {
    const before = await scan(mainNeedles);
    expect(before).toEqual(expect.arrayContaining([expect.objectContaining({ table: 'portal_applicants' }), expect.objectContaining({ table: 'webhook_deliveries' })]));
    const applicantIds = (await applicantsOfFile(fileId)).map((row) => row.id);
    const request = await requestFor('erasure', main.email);
    const result = await erase(request);
    expect(result.erased).toMatchObject({ portalAccess: 1, leads: 1, fileNoteMentions: 0 });
    expect(result.keptUnderHold).toEqual([]);
    expect(result.receivers).toEqual([expect.objectContaining({ url: receiver.url() })]);

    // The file stays for the counts, at its stage with its dates; its notes and every access are gone.
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ clientName: anonymizedLead.name, clientEmail: anonymizedLead.email });
    const [file] = await t.db.select().from(mortgageFiles).where(eq(mortgageFiles.id, fileId));
    expect(file).toMatchObject({ leadId, stage: 'in_review', closedAt: null });
    const timeline = await t.db.select().from(mortgageFileStageChanges).where(eq(mortgageFileStageChanges.fileId, fileId));
    expect(timeline.map((row) => [row.toStage, row.note])).toEqual([
      ['started', null],
      ['submitted', null],
      ['in_review', null],
    ]);
    expect(await applicantsOfFile(fileId)).toEqual([]);
    expect(await accessRows(applicantIds)).toEqual({ links: 0, sessions: 0 });
    expect((await asBorrower(mainCookie, '/api/portal/file')).status).toBe(401);
    // The CRM's copies of the lead and of the file's moves name nobody.
    const bodies = await t.db.select({ type: webhookDeliveries.eventType, body: webhookDeliveries.body }).from(webhookDeliveries);
    for (const { body } of bodies.filter((row) => row.type === 'file.stage_changed')) expect(JSON.parse(body).data.clientName).toBe('[erased]');

    expect(await scan(mainNeedles)).toEqual([]);
    // The search finds nothing of them but the anonymized lead's file, which names nobody now.
    expect(await search(main.email)).toEqual([]);
  });
});

describe('files under the FINTRAC hold, and files of a deleted lead', () => {
  it('anonymizes the file of a lead kept for its identification record, as the lead is; the lead cannot be deleted, so neither is its file', async () => {
    const { leadId, fileId } = await leadWithFile('Hold Fileholder', 'hold.fileholder@example.com', '905-555-0133');
    await t.runJobs();
    await moveStage(leadId, fileId, 'submitted', 'Verified ID in person.');
    const identification = await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, {
      clientName: 'Hold Fileholder',
      address: '1 Main St\nToronto ON M5V 2T6',
      dateOfBirth: '1985-05-05',
      method: 'government_photo_id',
      documentType: 'Passport',
      documentNumber: 'GA1234567',
      issuingJurisdiction: 'Canada',
      expiresOn: '2031-02-01',
      verifiedOn: brokerageDay(t.clock.now()),
      pepDetermination: 'not_pep',
      thirdPartyDetermination: 'no_third_party',
      purpose: 'Purchase of a principal residence.',
    });
    expect(identification.status).toBe(201);
    const result = await erase(await requestFor('erasure', 'hold.fileholder@example.com'));
    expect(result.keptUnderHold).toEqual([{ kind: 'lead_identification', id: (await json(identification)).id }]);
    expect(result.erased).toMatchObject({ leads: 1, portalAccess: 1 });
    expect(await t.db.$count(mortgageFiles, eq(mortgageFiles.id, fileId))).toBe(1);
    expect(await t.db.$count(mortgageFileStageChanges, sql`${mortgageFileStageChanges.fileId} = ${fileId} and ${mortgageFileStageChanges.note} is not null`)).toBe(0);
    expect(await applicantsOfFile(fileId)).toEqual([]);
    // Only the record under the hold still names the client.
    const left = await scan(['hold.fileholder@example.com', 'Hold Fileholder', '905-555-0133', '9055550133']);
    expect(left).toEqual([expect.objectContaining({ table: 'lead_identifications', column: 'client_name' })]);
    expect((await admin().delete(`/api/admin/leads/${leadId}`)).status).toBe(409);
    expect(await t.db.$count(mortgageFiles, eq(mortgageFiles.id, fileId))).toBe(1);
  });

  it('deletes a lead\u2019s files with the lead: their timeline, applicants, links and sessions go by cascade', async () => {
    const { leadId, fileId } = await leadWithFile('Gone Withlead', 'gone.withlead@example.com', '905-555-0144');
    const cookie = await signIn('gone.withlead@example.com');
    await invite(cookie, 'Gone Cosigner', 'gone.cosigner@example.com');
    await t.runJobs();
    const applicantIds = (await applicantsOfFile(fileId)).map((row) => row.id);
    expect(applicantIds).toHaveLength(2);
    expect(await accessRows(applicantIds)).toEqual({ links: 2, sessions: 1 });
    expect((await admin().delete(`/api/admin/leads/${leadId}`)).status).toBe(204);
    expect(await t.db.$count(mortgageFiles, eq(mortgageFiles.leadId, leadId))).toBe(0);
    expect(await t.db.$count(mortgageFileStageChanges, eq(mortgageFileStageChanges.fileId, fileId))).toBe(0);
    expect(await applicantsOfFile(fileId)).toEqual([]);
    expect(await accessRows(applicantIds)).toEqual({ links: 0, sessions: 0 });
  });
});
