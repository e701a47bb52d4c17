// The borrower's portal (issue 39 §2, decision 094): a mailed single-use link exchanged by a POST
// for a session of the portal's own, scoped to one applicant of one file; new links by address
// with one answer for every address; co-applicants; the agent's revoke; sign-out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { portalApplicants, portalLinks, portalSessions } from '@maple/db/schema/portal';
import { insertLead } from '@maple/db/seed/factories';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { portalMessages as fr } from '@maple/shared/messages/fr/portal';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { chatLeadFallback } from '@maple/shared/schemas/leads';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import type { PortalApplicant, PortalApplicantList, PortalFile } from '@maple/shared/schemas/portal';
import type { SavedApplication } from '@maple/shared/schemas/saved-application';
import { outboxMessages } from '../../test/eml.ts';
import { createTestApp, json, testOrigin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;

beforeAll(async () => {
  // One proxy in front: each test's requests come from the addresses it names (the per-address limits).
  t = await createTestApp({ trustProxy: true });
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
});
afterAll(() => t.close());

/** The links mailed to an address so far, newest last: the token is in the fragment of the portal's address. */
async function linksMailedTo(email: string): Promise<{ token: string; text: string; subject: string }[]> {
  await t.runJobs();
  const mails = await outboxMessages(t.outbox, (name) => name.includes('portal-link-'));
  return mails
    .filter((mail) => mail.headers.to?.includes(email))
    .map((mail) => ({ token: /\/(?:portal|fr\/portail)#([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!, text: mail.text, subject: mail.headers.subject ?? '' }));
}

async function startFileFor(email: string, language: 'en' | 'fr' = 'en') {
  const lead = await insertLead(t.db, { agentId: sarahId, clientName: 'Amira Haddad', clientEmail: email, language });
  const res = await t.as('sarah').post(`/api/me/leads/${lead.id}/files`, {});
  expect(res.status).toBe(201);
  return { leadId: lead.id, file: (await json(res)) as MortgageFile };
}

const enter = (token: string, origin = testOrigin) =>
  t.app.request('/api/portal/session', { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ token }) });

/** The cookie a successful exchange sets, as a request sends it back. */
const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

const asBorrower = (cookie: string, path: string, init: RequestInit = {}) =>
  t.request(path, { ...init, cookie, headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string> | undefined) } });

describe('the mailed link', () => {
  it('is mailed when the agent starts the file, and opens the file once, in a cookie of its own for /api/portal', async () => {
    const { file } = await startFileFor('amira@example.com');
    const [link] = await linksMailedTo('amira@example.com');
    expect(link!.subject).toContain('Your mortgage application');
    // Only the token's hash is stored.
    expect(await t.db.$count(portalLinks, eq(portalLinks.tokenHash, link!.token))).toBe(0);
    const res = await enter(link!.token);
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^maple_portal=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('Path=/api/portal');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const seen = (await json(res)) as PortalFile;
    expect(seen).toMatchObject({ fileId: file.id, stage: 'started', closed: false, me: { role: 'main', name: 'Amira Haddad' }, agent: { name: 'Sarah Chen' } });
    expect(seen.timeline).toEqual([{ stage: 'started', at: t.clock.now().toISOString() }]);
    const again = await enter(link!.token);
    expect(again.status).toBe(404);
    expect(((await json(again)) as { error: { message: string } }).error.message).toBe(m.linkInvalid);
    expect((await asBorrower(cookieOf(res), '/api/portal/file')).status).toBe(200);
  });

  it('lets only one of two tabs racing with the same link in', async () => {
    await startFileFor('race@example.com');
    const [link] = await linksMailedTo('race@example.com');
    const statuses = (await Promise.all([enter(link!.token), enter(link!.token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 404]);
  });

  it('stops working after seven days, and a made-up or malformed token is the same 404', async () => {
    await startFileFor('late@example.com');
    const [link] = await linksMailedTo('late@example.com');
    t.clock.advance(7 * 86_400_000 + 1000);
    expect((await enter(link!.token)).status).toBe(404);
    expect((await enter('A'.repeat(43))).status).toBe(404);
    expect((await enter('not a token')).status).toBe(400);
    expect((await enter('')).status).toBe(400);
  });

  it('is refused from another origin, before the link is spent', async () => {
    await startFileFor('origin@example.com');
    const [link] = await linksMailedTo('origin@example.com');
    expect((await enter(link!.token, 'https://evil.example')).status).toBe(403);
    expect((await enter(link!.token)).status).toBe(200);
  });

  it('is written in the language of the lead, and opens the French page', async () => {
    await startFileFor('helene@example.com', 'fr');
    const [link] = await linksMailedTo('helene@example.com');
    expect(link!.subject).toContain('Votre demande de prêt hypothécaire');
    expect(link!.text).toContain(`${testOrigin}/fr/portail#`);
  });

  it('is not made for a chat lead that never gave an address', async () => {
    const lead = await insertLead(t.db, { agentId: sarahId, clientName: chatLeadFallback.name, clientEmail: chatLeadFallback.email });
    const file = (await json(await t.as('sarah').post(`/api/me/leads/${lead.id}/files`, {}))) as MortgageFile;
    expect(await t.db.$count(portalApplicants, eq(portalApplicants.fileId, file.id))).toBe(0);
  });
});

describe('the portal session', () => {
  async function signedInBorrower(email: string) {
    const started = await startFileFor(email);
    const [link] = await linksMailedTo(email);
    const res = await enter(link!.token);
    return { ...started, cookie: cookieOf(res) };
  }

  it('opens nothing of the staff areas, and a staff session opens nothing of the portal', async () => {
    const { cookie } = await signedInBorrower('apart@example.com');
    expect((await asBorrower(cookie, '/api/me')).status).toBe(401);
    expect((await asBorrower(cookie, '/api/me/leads')).status).toBe(401);
    expect((await asBorrower(cookie, '/api/admin/leads')).status).toBe(401);
    expect((await t.as('sarah').get('/api/portal/file')).status).toBe(401);
    expect((await t.as('admin').get('/api/portal/file')).status).toBe(401);
  });

  it('ends after twelve hours', async () => {
    const { cookie } = await signedInBorrower('twelve@example.com');
    t.clock.advance(12 * 3600_000 - 1000);
    expect((await asBorrower(cookie, '/api/portal/file')).status).toBe(200);
    t.clock.advance(2000);
    expect((await asBorrower(cookie, '/api/portal/file')).status).toBe(401);
  });

  it('ends at sign-out, on the server, and the cookie is cleared', async () => {
    const { cookie } = await signedInBorrower('out@example.com');
    const res = await asBorrower(cookie, '/api/portal/session', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^maple_portal=;.*Max-Age=0/);
    expect((await asBorrower(cookie, '/api/portal/file')).status).toBe(401);
  });

  it('shows the file as the agent moves it: stages and dates, never the agent\'s notes', async () => {
    const { cookie, leadId, file } = await signedInBorrower('moves@example.com');
    t.clock.advance(60_000);
    expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/stage`, { stage: 'submitted', note: 'Private: lender prefers salaried' })).status).toBe(200);
    const res = await asBorrower(cookie, '/api/portal/file');
    const seen = (await json(res)) as PortalFile;
    expect(seen.stage).toBe('submitted');
    expect(seen.timeline.map((s) => s.stage)).toEqual(['started', 'submitted']);
    expect(JSON.stringify(seen)).not.toContain('Private');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('a new link by address', () => {
  const ask = (email: string, ip = '203.0.113.7') =>
    t.app.request('/api/portal/links', { method: 'POST', headers: { origin: testOrigin, 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email }) });

  it('answers the same for an address with a file and one without, and mails only the first', async () => {
    await startFileFor('known@example.com');
    const before = (await linksMailedTo('known@example.com')).length;
    const known = await ask('KNOWN@example.com');
    const unknown = await ask('nobody@example.com');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.text()).toBe(await unknown.text());
    expect((await linksMailedTo('known@example.com')).length).toBe(before + 1);
    expect(await linksMailedTo('nobody@example.com')).toEqual([]);
  });

  it('sends at most three an hour to one address, with the same answer after', async () => {
    await startFileFor('flood@example.com');
    const before = (await linksMailedTo('flood@example.com')).length;
    for (let i = 0; i < 5; i++) expect((await ask('flood@example.com', `198.51.100.${i}`)).status).toBe(202);
    expect((await linksMailedTo('flood@example.com')).length).toBe(before + 3);
  });

  it('is limited per client address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(`someone${i}@example.com`, '192.0.2.55')).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a malformed address with a message naming the field, in the page\'s language', async () => {
    const res = await t.app.request('/api/portal/links', { method: 'POST', headers: { origin: testOrigin, 'content-type': 'application/json', 'x-maple-language': 'fr', 'x-forwarded-for': '203.0.113.200' }, body: JSON.stringify({ email: 'not-an-address' }) });
    expect(res.status).toBe(400);
    const body = (await json(res)) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.email).toBe(fr.emailInvalid);
  });
});

describe('co-applicants and the agent\'s control', () => {
  async function mainApplicant(email: string) {
    const started = await startFileFor(email);
    const [link] = await linksMailedTo(email);
    return { ...started, cookie: cookieOf(await enter(link!.token)) };
  }
  const invite = (cookie: string, name: string, email: string) => asBorrower(cookie, '/api/portal/co-applicants', { method: 'POST', body: JSON.stringify({ name, email }) });

  it('the main applicant invites a co-applicant, who gets a link of their own and sees the file', async () => {
    const { cookie, file } = await mainApplicant('main@example.com');
    const res = await invite(cookie, 'Omar Haddad', 'omar@example.com');
    expect(res.status).toBe(201);
    expect((await json(res)) as PortalApplicant).toMatchObject({ role: 'co_applicant', name: 'Omar Haddad', revokedAt: null });
    const [link] = await linksMailedTo('omar@example.com');
    const entered = await enter(link!.token);
    const seen = (await json(entered)) as PortalFile;
    expect(seen).toMatchObject({ fileId: file.id, me: { role: 'co_applicant', name: 'Omar Haddad' } });
    expect(seen.applicants.map((a) => a.name)).toEqual(['Amira Haddad', 'Omar Haddad']);
    // A co-applicant invites no one.
    const refused = await invite(cookieOf(entered), 'Someone', 'someone@example.com');
    expect(refused.status).toBe(403);
    expect(((await json(refused)) as { error: { message: string } }).error.message).toBe(m.mainOnly);
  });

  it('refuses the same address twice and a fifth applicant (409), storing nothing more', async () => {
    const { cookie, file } = await mainApplicant('many@example.com');
    expect((await invite(cookie, 'One', 'one@example.com')).status).toBe(201);
    expect((await invite(cookie, 'One Again', 'ONE@example.com')).status).toBe(409);
    expect((await invite(cookie, 'Two', 'two@example.com')).status).toBe(201);
    expect((await invite(cookie, 'Three', 'three@example.com')).status).toBe(201);
    const fifth = await invite(cookie, 'Four', 'four@example.com');
    expect(fifth.status).toBe(409);
    expect(((await json(fifth)) as { error: { message: string } }).error.message).toBe(m.tooManyApplicants);
    expect(await t.db.$count(portalApplicants, eq(portalApplicants.fileId, file.id))).toBe(4);
  });

  it('the agent revokes an applicant: their sessions end and their unused links stop working', async () => {
    const { cookie, leadId, file } = await mainApplicant('revoked@example.com');
    await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/applicants/${(await applicantsOf(leadId, file.id))[0]!.id}/link`, {});
    const [, unused] = await linksMailedTo('revoked@example.com');
    const [main] = await applicantsOf(leadId, file.id);
    const res = await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/applicants/${main!.id}/revoke`, {});
    expect(res.status).toBe(200);
    expect(((await json(res)) as PortalApplicant).revokedAt).toBe(t.clock.now().toISOString());
    expect((await asBorrower(cookie, '/api/portal/file')).status).toBe(401);
    expect((await enter(unused!.token)).status).toBe(404);
    expect(await t.db.$count(portalSessions, eq(portalSessions.applicantId, main!.id))).toBe(0);
    expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/applicants/${main!.id}/revoke`, {})).status).toBe(409);
    expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/applicants/${main!.id}/link`, {})).status).toBe(409);
  });

  it("another agent gets 404 for the file's applicants; the console sees and acts on them", async () => {
    const { leadId, file } = await mainApplicant('scoped@example.com');
    const [main] = await applicantsOf(leadId, file.id);
    expect((await t.as('marc').get(`/api/me/leads/${leadId}/files/${file.id}/applicants`)).status).toBe(404);
    expect((await t.as('marc').post(`/api/me/leads/${leadId}/files/${file.id}/applicants/${main!.id}/revoke`, {})).status).toBe(404);
    const listed = (await json(await t.as('admin').get(`/api/admin/leads/${leadId}/files/${file.id}/applicants`))) as PortalApplicantList;
    expect(listed.items.map((a) => a.email)).toEqual(['scoped@example.com']);
    expect((await t.as('admin').post(`/api/admin/leads/${leadId}/files/${file.id}/applicants/${main!.id}/link`, {})).status).toBe(202);
    // An applicant of another file under this file's path is not found.
    const other = await mainApplicant('elsewhere@example.com');
    const [otherMain] = await applicantsOf(other.leadId, other.file.id);
    expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/applicants/${otherMain!.id}/revoke`, {})).status).toBe(404);
  });

  it('sends no link for a file that has closed', async () => {
    const { leadId, file } = await mainApplicant('closed@example.com');
    const [main] = await applicantsOf(leadId, file.id);
    expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/stage`, { stage: 'withdrawn' })).status).toBe(200);
    expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/applicants/${main!.id}/link`, {})).status).toBe(409);
    const before = (await linksMailedTo('closed@example.com')).length;
    await t.app.request('/api/portal/links', { method: 'POST', headers: { origin: testOrigin, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' }, body: JSON.stringify({ email: 'closed@example.com' }) });
    expect((await linksMailedTo('closed@example.com')).length).toBe(before);
  });
});

async function applicantsOf(leadId: string, fileId: string) {
  return ((await json(await t.as('sarah').get(`/api/me/leads/${leadId}/files/${fileId}/applicants`))) as PortalApplicantList).items;
}

describe('the portal page', () => {
  it("is the portal's own page in each language, with the brokerage's name and the opening state written in, never indexed", async () => {
    const en = await t.app.request('/portal');
    expect(en.status).toBe(200);
    expect(en.headers.get('x-robots-tag')).toBe('noindex');
    expect(en.headers.get('cache-control')).toBe('private, no-store');
    const page = await en.text();
    expect(page).toContain('<html lang="en-CA"');
    expect(page).toContain(`<title>${m.title} | Maple Mortgage Team</title>`);
    expect(page).toContain('data-site-name="Maple Mortgage Team"');
    expect(page).toContain(m.entering);
    const french = await (await t.app.request('/fr/portail')).text();
    expect(french).toContain('<html lang="fr-CA"');
    expect(french).toContain(fr.entering);
    // The English address under /fr is no portal: the French 404 page of the site.
    expect((await t.app.request('/fr/portal')).status).toBe(404);
  });
});

describe('the application, step by step', () => {
  async function borrowerOfNewFile(email: string) {
    const started = await startFileFor(email);
    const [link] = await linksMailedTo(email);
    return { ...started, cookie: cookieOf(await enter(link!.token)) };
  }
  const today = () => brokerageDay(t.clock.now());
  /** Born 18 years before `day`, plus `days` (a positive number: not yet 18 on `day`). */
  const bornBefore = (day: string, days = 0) => {
    const birth = new Date(`${Number(day.slice(0, 4)) - 18}${day.slice(4)}T12:00:00Z`);
    birth.setUTCDate(birth.getUTCDate() + days);
    return birth.toISOString().slice(0, 10);
  };
  const applicant = (dateOfBirth: string) => ({
    id: '0b6f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b',
    role: 'main',
    firstName: 'Amira',
    lastName: 'Haddad',
    dateOfBirth,
    maritalStatus: 'single',
    dependants: 0,
    email: 'amira@example.com',
    phone: '416-555-0100',
    residencyStatus: 'citizen',
  });
  const save = (cookie: string, step: string, body: unknown) => asBorrower(cookie, `/api/portal/application/${step}`, { method: 'PUT', body: JSON.stringify(body) });

  it('saves a step, reads it back on another session, and shows it to the agent alone', async () => {
    const { cookie, leadId, file } = await borrowerOfNewFile('steps@example.com');
    const res = await save(cookie, 'applicants', { applicants: [applicant('1990-05-01')] });
    expect(res.status).toBe(200);
    const saved = (await json(res)) as SavedApplication;
    expect(saved.steps.applicants).toEqual({ applicants: [applicant('1990-05-01')] });
    expect(saved.savedAt.applicants).toBe(t.clock.now().toISOString());
    // Another device: a new link (mailed a second later, so it is the newest), a new session, the same application.
    t.clock.advance(1000);
    await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/applicants/${(await applicantsOf(leadId, file.id))[0]!.id}/link`, {});
    const links = await linksMailedTo('steps@example.com');
    const other = cookieOf(await enter(links.at(-1)!.token));
    expect(((await json(await asBorrower(other, '/api/portal/application'))) as SavedApplication).steps.applicants).toEqual(saved.steps.applicants);
    expect(((await json(await t.as('sarah').get(`/api/me/leads/${leadId}/files/${file.id}/application`))) as SavedApplication).steps.applicants).toEqual(saved.steps.applicants);
    expect((await t.as('marc').get(`/api/me/leads/${leadId}/files/${file.id}/application`)).status).toBe(404);
    expect((await t.as('admin').get(`/api/admin/leads/${leadId}/files/${file.id}/application`)).status).toBe(200);
  });

  it('refuses bad values with the field named, a SIN above all, and saves nothing', async () => {
    const { cookie } = await borrowerOfNewFile('refused@example.com');
    const minor = await save(cookie, 'applicants', { applicants: [applicant(bornBefore(today(), 1))] });
    expect(minor.status).toBe(400);
    expect(Object.keys(((await json(minor)) as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['applicants.0.dateOfBirth']);
    const sin = await save(cookie, 'applicants', { applicants: [{ ...applicant('1990-05-01'), sin: '046 454 286' }] });
    expect(sin.status).toBe(400);
    expect(((await json(sin)) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(['applicants.0.sin']);
    expect((await save(cookie, 'not-a-step', {})).status).toBe(404);
    expect((await save(cookie, 'mortgage', { applicants: [applicant('1990-05-01')] })).status).toBe(400);
    expect(((await json(await asBorrower(cookie, '/api/portal/application'))) as SavedApplication).steps).toEqual({});
  });

  it("reads its dated rules on the brokerage's day, from the app's clock", async () => {
    const { cookie, leadId, file } = await borrowerOfNewFile('birthday@example.com');
    const birthday = bornBefore(today(), 1);
    expect((await save(cookie, 'applicants', { applicants: [applicant(birthday)] })).status).toBe(400);
    t.clock.advance(86_400_000);
    // A day on, past the session's twelve hours: a new link, and the applicant is of age.
    await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/applicants/${(await applicantsOf(leadId, file.id))[0]!.id}/link`, {});
    const again = cookieOf(await enter((await linksMailedTo('birthday@example.com')).at(-1)!.token));
    expect((await save(again, 'applicants', { applicants: [applicant(birthday)] })).status).toBe(200);
  });

  it('takes no more changes once the file is closed', async () => {
    const { cookie, leadId, file } = await borrowerOfNewFile('frozen@example.com');
    expect((await t.as('sarah').post(`/api/me/leads/${leadId}/files/${file.id}/stage`, { stage: 'declined' })).status).toBe(200);
    const res = await save(cookie, 'applicants', { applicants: [applicant('1990-05-01')] });
    expect(res.status).toBe(409);
    expect(((await json(res)) as { error: { message: string } }).error.message).toBe(m.fileClosed);
  });
});

describe('the public application form', () => {
  it('makes the lead and its file together, and mails the applicant the portal link in the page\'s language', async () => {
    const res = await t.app.request('/api/leads', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json', 'x-maple-language': 'fr', 'x-forwarded-for': '203.0.113.150' },
      body: JSON.stringify({ kind: 'application', name: 'Hélène Côté', email: 'helene.cote@example.com', phone: '819-555-0100', mortgageAmount: 420000, propertyAddress: '12 rue Principale, Gatineau', agentId: sarahId }),
    });
    expect(res.status).toBe(201);
    const leadId = ((await json(res)) as { id: string }).id;
    const files = (await json(await t.as('sarah').get(`/api/me/leads/${leadId}/files`))) as { items: MortgageFile[] };
    expect(files.items).toMatchObject([{ stage: 'started', language: 'fr', history: [{ from: null, to: 'started', changedByName: null }] }]);
    const [link] = await linksMailedTo('helene.cote@example.com');
    expect(link!.text).toContain(`${testOrigin}/fr/portail#`);
    const entered = await enter(link!.token);
    const seen = (await json(entered)) as PortalFile;
    expect(seen).toMatchObject({ fileId: files.items[0]!.id, me: { role: 'main', name: 'Hélène Côté' }, language: 'fr' });
    // The form is the application's first step: what it asked starts the steps, none of them saved yet.
    const application = (await json(await asBorrower(cookieOf(entered), '/api/portal/application'))) as SavedApplication;
    expect(application).toEqual({
      steps: {},
      savedAt: {},
      prefill: { applicant: { email: 'helene.cote@example.com', phone: '819-555-0100' }, mortgage: { amount: 420000 }, property: { address: { street: '12 rue Principale, Gatineau' } } },
    });
    expect(((await json(await t.as('sarah').get(`/api/me/leads/${leadId}/files/${files.items[0]!.id}/application`))) as SavedApplication).prefill).toEqual(application.prefill);
    const read = (await json(await t.as('sarah').get(`/api/me/leads/${leadId}`))) as { activity: { kind: string; actorType?: string }[] };
    expect(read.activity.map((e) => e.kind)).toEqual(expect.arrayContaining(['created', 'file_started']));
  });

  it("keeps of the form only what the steps' own fields take, and the borrower's saved step replaces it", async () => {
    // The lead takes an amount of 0 and a fraction of a cent, and an address longer than a street; the steps do not.
    const res = await t.app.request('/api/leads', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.152' },
      body: JSON.stringify({ kind: 'application', name: 'Omar Said', email: 'omar.said@example.com', phone: '613-555-0199', mortgageAmount: 350000.005, propertyAddress: `${'9 Long Road '.repeat(20)}Ottawa`, agentId: sarahId }),
    });
    expect(res.status).toBe(201);
    const [link] = await linksMailedTo('omar.said@example.com');
    const cookie = cookieOf(await enter(link!.token));
    const application = (await json(await asBorrower(cookie, '/api/portal/application'))) as SavedApplication;
    expect(application).toEqual({ steps: {}, savedAt: {}, prefill: { applicant: { email: 'omar.said@example.com', phone: '613-555-0199' } } });
    // Confirmed and changed by the borrower, the step is theirs, saved like any other.
    const mine = { id: '5d1c6a3e-7b2f-4c8d-9e0a-1b2c3d4e5f60', role: 'main', firstName: 'Omar', lastName: 'Said', dateOfBirth: '1990-05-01', maritalStatus: 'single', dependants: 0, email: 'omar@example.org', phone: '613-555-0199', residencyStatus: 'citizen' };
    const saved = await asBorrower(cookie, '/api/portal/application/applicants', { method: 'PUT', body: JSON.stringify({ applicants: [mine] }) });
    expect(saved.status).toBe(200);
    const after = (await json(await asBorrower(cookie, '/api/portal/application'))) as SavedApplication;
    expect(Object.keys(after.steps)).toEqual(['applicants']);
  });

  it('starts no file for the other forms', async () => {
    const res = await t.app.request('/api/leads', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.151' },
      body: JSON.stringify({ kind: 'contact', firstName: 'Ada', lastName: 'Lovelace', email: 'ada.contact@example.com', phone: '416-555-0100', phoneType: 'Work', postalCode: 'M5V 2T6', comments: 'Hello', consent: true, agentId: sarahId }),
    });
    expect(res.status).toBe(201);
    const leadId = ((await json(res)) as { id: string }).id;
    expect(((await json(await t.as('sarah').get(`/api/me/leads/${leadId}/files`))) as { items: unknown[] }).items).toEqual([]);
  });
});
