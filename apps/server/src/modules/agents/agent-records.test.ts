// Agent records: the console's create/read/edit/delete (/api/admin/agents) and the dashboard's own
// profile (/api/me/agent), through the app on a fresh database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { account, session, user } from '@maple/db/schema/auth';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { leads } from '@maple/db/schema/leads';
import { storedFiles } from '@maple/db/schema/stored-files';
import { insertAgent, insertBlogPost, insertLead } from '@maple/db/seed/factories';
import { createUserWithPassword } from '@maple/db/seed/users';
import { agentsMessages } from '@maple/shared/messages/agents';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { multipart, pdf, smallPng } from '../../test/upload-fixtures.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = rows.find((r) => r.slug === 'sarahchen')!.id;
  marcId = rows.find((r) => r.slug === 'marcgagnon')!.id;
}, 60_000);
afterAll(() => t.close());

const agentRow = async (id: string) => (await t.db.select().from(agents).where(eq(agents.id, id)))[0];
const userCount = async (email: string) => (await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))).length;

describe('POST /api/admin/agents (create agent)', () => {
  it('creates the sign-in user and the agent in one go; the new agent signs in at once and sees their own profile', async () => {
    const res = await t.as('admin').post('/api/admin/agents', { email: 'Nadia.Roy@Example.test', password: 'long-enough-1', fullName: 'Nadia Roy' });
    expect(res.status).toBe(201);
    const agent = await json(res);
    expect(agent).toMatchObject({ name: 'Nadia Roy', email: 'nadia.roy@example.test', profileSlug: 'nadiaroy', isActive: true });
    expect(agent).not.toHaveProperty('userId');
    const [created] = await t.db.select().from(user).where(eq(user.email, 'nadia.roy@example.test'));
    expect(created).toMatchObject({ role: 'agent', name: 'Nadia Roy' });
    expect((await agentRow(agent.id))!.userId).toBe(created!.id);

    const cookie = await t.signIn('nadia.roy@example.test', 'long-enough-1');
    const me = await json(await t.request('/api/me/agent', { cookie }));
    expect(me).toMatchObject({ id: agent.id, name: 'Nadia Roy', profileSlug: 'nadiaroy' });
  });

  it('makes the slug unique: a second agent of the same name gets nadiaroy2', async () => {
    const res = await t.as('admin').post('/api/admin/agents', { email: 'nadia.two@example.test', password: 'long-enough-2', fullName: 'Nadia  Roy' });
    expect(res.status).toBe(201);
    expect((await json(res)).profileSlug).toBe('nadiaroy2');
  });

  it('answers 409 with the reason for a taken email (any capitalisation), and creates nothing', async () => {
    const before = (await t.db.select({ id: agents.id }).from(agents)).length;
    const res = await t.as('admin').post('/api/admin/agents', { email: 'AGENT@demo.maple.test', password: 'long-enough-3', fullName: 'Copy Cat' });
    expect(res.status).toBe(409);
    expect((await json(res)).error).toEqual({ code: 'conflict', message: agentsMessages.emailTaken, fields: { email: agentsMessages.emailTaken } });
    expect((await t.db.select({ id: agents.id }).from(agents)).length).toBe(before);
  });

  it.each([
    [{ email: 'a@example.test', password: 'short-9ch', fullName: 'A B' }, 'password', agentsMessages.passwordTooShort],
    [{ email: 'a@example.test', password: 'long-enough-4', fullName: '   ' }, 'fullName', agentsMessages.fullNameRequired],
    [{ email: 'not-an-email', password: 'long-enough-4', fullName: 'A B' }, 'email', agentsMessages.invalidEmail],
    [{ password: 'long-enough-4', fullName: 'A B' }, 'email', agentsMessages.emailRequired],
  ])('refuses %j with 400 and the field message', async (body, field, message) => {
    const res = await t.as('admin').post('/api/admin/agents', body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields[field]).toBe(message);
    expect(await userCount('a@example.test')).toBe(0);
  });

  it('leaves no sign-in user behind when the agent row cannot be written (one transaction)', async () => {
    // A database-side failure after the user row is written: the whole create must roll back.
    await t.db.execute(sql`create function refuse_agent() returns trigger language plpgsql as $$ begin raise exception 'agent refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_agent before insert on agents for each row execute function refuse_agent()`);
    const accountsBefore = (await t.db.select({ id: account.id }).from(account)).length;
    try {
      const res = await t.as('admin').post('/api/admin/agents', { email: 'half@example.test', password: 'long-enough-5', fullName: 'Half Made' });
      expect(res.status).toBe(500);
      expect(await userCount('half@example.test')).toBe(0);
      expect((await t.db.select({ id: account.id }).from(account)).length).toBe(accountsBefore);
    } finally {
      await t.db.execute(sql`drop trigger refuse_agent on agents`);
      await t.db.execute(sql`drop function refuse_agent()`);
    }
  });

  it('refuses agents (403) and anonymous callers (401), creating nothing', async () => {
    const body = { email: 'sneaky@example.test', password: 'long-enough-6', fullName: 'Sneaky' };
    expect((await t.as('sarah').post('/api/admin/agents', body)).status).toBe(403);
    expect((await t.anonymous.post('/api/admin/agents', body)).status).toBe(401);
    expect(await userCount('sneaky@example.test')).toBe(0);
  });
});

describe('GET and PATCH /api/admin/agents/:id (edit agent)', () => {
  it('reads any agent with every edit field; unknown or malformed ids answer 404 Agent not found', async () => {
    const res = await t.as('admin').get(`/api/admin/agents/${marcId}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: marcId, profileSlug: 'marcgagnon', socialLinks: expect.any(Object), seoSettings: expect.any(Object) });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await t.as('admin').get(`/api/admin/agents/${id}`);
      expect(missing.status).toBe(404);
      expect((await json(missing)).error.message).toBe(agentsMessages.notFound);
    }
    expect((await t.as('sarah').get(`/api/admin/agents/${marcId}`)).status).toBe(403);
    expect((await t.request(`/api/admin/agents/${marcId}`)).status).toBe(401);
  });

  it('saves each of the four tabs, and the public profile shows the change at once', async () => {
    const agent = await insertAgent(t.db, { name: 'Edit Me', profileSlug: 'editme' });
    const patch = (body: unknown) => t.as('admin').patch(`/api/admin/agents/${agent.id}`, body);
    const basic = await patch({ name: 'Edited Name', email: 'edited@example.test', phone: '613-555-0100', title: 'Broker', location: 'Ottawa, ON', bio: 'Line one\nLine two', calendlyLink: 'https://calendly.com/edited', crmEmail: 'crm@example.test', profileSlug: 'Edited-Name 2', isActive: true });
    expect(basic.status).toBe(200);
    expect(await json(basic)).toMatchObject({ name: 'Edited Name', profileSlug: 'editedname2', contactDetails: { title: 'Broker', location: 'Ottawa, ON' }, crmEmail: 'crm@example.test' });
    expect((await patch({ socialLinks: { facebook: 'https://facebook.com/edited', instagram: '', youtube: null, linkedin: 'https://linkedin.com/in/edited', website: 'https://edited.example' } })).status).toBe(200);
    expect((await patch({ applicationLinks: { apply: 'https://apply.example/edited', contactForm: '', rateQuote: '', scheduler: 'https://cal.example/x', newsletter: '' } })).status).toBe(200);
    expect((await patch({ seoSettings: { metaTitle: 'T'.repeat(60), metaDescription: 'D'.repeat(160), metaKeywords: 'ottawa, mortgage', ogImage: 'https://img.example/og.png' } })).status).toBe(200);

    const profile = await json(await t.request('/api/agents/editedname2'));
    expect(profile.agent).toMatchObject({
      name: 'Edited Name',
      calendlyLink: 'https://calendly.com/edited',
      socialLinks: { facebook: 'https://facebook.com/edited', linkedin: 'https://linkedin.com/in/edited', website: 'https://edited.example' },
      applicationLinks: { apply: 'https://apply.example/edited', scheduler: 'https://cal.example/x' },
      seoSettings: { metaTitle: 'T'.repeat(60), metaKeywords: 'ottawa, mortgage' },
    });
    // Cleared links are gone, not stored as empty strings; the CRM address never reaches the public.
    expect(Object.keys(profile.agent.socialLinks).sort()).toEqual(['facebook', 'linkedin', 'website']);
    expect(profile.agent).not.toHaveProperty('crmEmail');

    // The server-rendered head of the profile uses the SEO settings.
    const html = await (await t.request('/agents/editedname2')).text();
    expect(html).toContain(`<title>${'T'.repeat(60)} | `);
    expect(html).toContain(`<meta name="description" content="${'D'.repeat(160)}">`);
    expect(html).toContain('<meta name="keywords" content="ottawa, mortgage">');
    expect(html).toContain('<meta property="og:image" content="https://img.example/og.png">');

    // Deactivated: gone from the public site.
    expect((await patch({ isActive: false })).status).toBe(200);
    expect((await t.request('/api/agents/editedname2')).status).toBe(404);
  });

  it('applies the slug rules: lowercased letters and digits, never empty, unique (409), nothing saved on refusal', async () => {
    const agent = await insertAgent(t.db, { name: 'Slug Rules', profileSlug: 'slugrules' });
    const patch = (body: unknown) => t.as('admin').patch(`/api/admin/agents/${agent.id}`, body);

    const empty = await patch({ profileSlug: ' -!- ', name: 'Changed Too' });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.fields).toEqual({ profileSlug: agentsMessages.slugEmpty });

    const taken = await patch({ profileSlug: 'MarcGagnon', name: 'Changed Too' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toMatchObject({ code: 'conflict', message: agentsMessages.slugTaken });
    expect(await agentRow(agent.id)).toMatchObject({ name: 'Slug Rules', profileSlug: 'slugrules' });

    // Keeping one's own slug is not a conflict.
    expect((await patch({ profileSlug: 'SlugRules' })).status).toBe(200);
  });

  it.each([
    [{ name: '' }, 'name', agentsMessages.fullNameRequired],
    [{ email: '' }, 'email', agentsMessages.emailRequired],
    [{ calendlyLink: 'calendly.com/me' }, 'calendlyLink', agentsMessages.invalidUrl],
    [{ socialLinks: { facebook: 'javascript:alert(1)', instagram: '', youtube: '', linkedin: '', website: '' } }, 'socialLinks.facebook', agentsMessages.invalidUrl],
    [{ applicationLinks: { apply: 'data:text/html,hi', contactForm: '', rateQuote: '', scheduler: '', newsletter: '' } }, 'applicationLinks.apply', agentsMessages.invalidUrl],
    [{ seoSettings: { metaTitle: 'x'.repeat(61), metaDescription: '', metaKeywords: '', ogImage: '' } }, 'seoSettings.metaTitle', agentsMessages.metaTitleTooLong],
    [{ seoSettings: { metaTitle: '', metaDescription: 'x'.repeat(161), metaKeywords: '', ogImage: '' } }, 'seoSettings.metaDescription', agentsMessages.metaDescriptionTooLong],
    [{ crmEmail: 'nope' }, 'crmEmail', agentsMessages.invalidEmail],
    [{ unknown: 'field' }, '_', agentsMessages.nothingToUpdate],
  ])('refuses %j with 400 and the field message, saving nothing', async (body, field, message) => {
    const before = await agentRow(marcId);
    const res = await t.as('admin').patch(`/api/admin/agents/${marcId}`, body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields[field]).toBe(message);
    expect(await agentRow(marcId)).toEqual(before);
  });
});

describe('the share image (og) upload', () => {
  it("stores it as seo_settings.ogImage, keeps the other SEO fields, serves it in the page head, and replaces the old file", async () => {
    const agent = await insertAgent(t.db, { name: 'Og Agent', profileSlug: 'ogagent', seoSettings: { metaTitle: 'Og Title', ogImage: 'https://elsewhere.example/x.png' } });
    const upload = () => t.as('admin').post(`/api/admin/agents/${agent.id}/images/og`, multipart(smallPngBytes, 'share.png', 'image/png'));
    const smallPngBytes = await smallPng();
    const first = await upload();
    expect(first.status).toBe(200);
    const { url: firstUrl } = await json(first);
    expect(firstUrl).toMatch(/^\/files\/agent-branding\//);
    expect((await agentRow(agent.id))!.seoSettings).toEqual({ metaTitle: 'Og Title', ogImage: firstUrl });
    const html = await (await t.request('/agents/ogagent')).text();
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000${firstUrl}">`);

    const { url: secondUrl } = await json(await upload());
    expect((await agentRow(agent.id))!.seoSettings.ogImage).toBe(secondUrl);
    expect((await t.request(firstUrl)).status).toBe(404);
  });
});

describe('DELETE /api/admin/agents/:id', () => {
  it('removes the agent, its sign-in and its files; its leads stay, unassigned; its posts go', async () => {
    const { agent, user: account } = await createUserWithPassword(t.db, { email: 'leaving@example.test', password: 'leaving-password', role: 'agent', name: 'Leaving Agent' });
    const cookie = await t.signIn('leaving@example.test', 'leaving-password');
    const upload = await t.request('/api/me/agent/images/headshot', { method: 'POST', cookie, body: multipart(await smallPng(), 'me.png', 'image/png') });
    const { url } = await json(upload);
    const doc = await t.request('/api/me/documents', { method: 'POST', cookie, body: multipart(pdf(), 'licence.pdf', 'application/pdf') });
    expect(doc.status).toBe(201);
    const lead = await insertLead(t.db, { agentId: agent!.id, clientName: 'Kept Lead' });
    const post = await insertBlogPost(t.db, { agentId: agent!.id });
    expect((await t.db.select().from(storedFiles).where(eq(storedFiles.agentId, agent!.id))).length).toBe(2);
    const files = await t.db.select().from(storedFiles).where(eq(storedFiles.agentId, agent!.id));

    const res = await t.as('admin').delete(`/api/admin/agents/${agent!.id}`);
    expect(res.status).toBe(204);
    expect(await agentRow(agent!.id)).toBeUndefined();
    expect(await userCount('leaving@example.test')).toBe(0);
    expect((await t.db.select().from(session).where(eq(session.userId, account.id))).length).toBe(0);
    // The old session no longer opens the dashboard, and the password no longer signs in.
    expect((await t.request('/api/me/agent', { cookie })).status).toBe(401);
    const signIn = await t.anonymous.post('/api/auth/sign-in/email', { email: 'leaving@example.test', password: 'leaving-password' });
    expect(signIn.status).toBe(401);

    const [kept] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(kept).toMatchObject({ clientName: 'Kept Lead', agentId: null });
    expect((await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).length).toBe(0);
    expect((await t.db.select().from(storedFiles).where(eq(storedFiles.id, files[0]!.id))).length).toBe(0);
    expect((await t.request(url)).status).toBe(404);
    for (const file of files) expect(await t.storage.stat(file.bucket as 'agent-headshots', file.key)).toBeNull();

    expect((await t.as('admin').delete(`/api/admin/agents/${agent!.id}`)).status).toBe(404);
  });

  it('refuses agents and anonymous callers; the agent stays', async () => {
    expect((await t.as('sarah').delete(`/api/admin/agents/${marcId}`)).status).toBe(403);
    expect((await t.request(`/api/admin/agents/${marcId}`, { method: 'DELETE' })).status).toBe(401);
    expect(await agentRow(marcId)).toBeDefined();
  });
});

describe('/api/me/agent (the dashboard profile)', () => {
  it("gives each agent their own record: the actor decides, not anything in the request", async () => {
    expect((await json(await t.as('sarah').get('/api/me/agent'))).id).toBe(sarahId);
    expect((await json(await t.as('marc').get('/api/me/agent'))).id).toBe(marcId);
  });

  it("changes only the caller's record: agent B's edits never touch agent A", async () => {
    const sarahBefore = await agentRow(sarahId);
    const res = await t.as('marc').patch('/api/me/agent', { title: 'Marc Title', socialLinks: { facebook: 'https://facebook.com/marc', instagram: '', youtube: '', linkedin: '', website: '' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: marcId, contactDetails: { title: 'Marc Title' }, socialLinks: { facebook: 'https://facebook.com/marc' } });
    expect(await agentRow(sarahId)).toEqual(sarahBefore);
  });

  it('lets an agent change their profile, slug, links and SEO, but not whether they are active', async () => {
    const activeToo = await t.as('sarah').patch('/api/me/agent', { bio: 'Sneaky bio', isActive: false });
    expect(activeToo.status).toBe(400);
    expect((await json(activeToo)).error.fields).toEqual({ isActive: 'Unknown field' });
    expect(await agentRow(sarahId)).toMatchObject({ isActive: true });
    expect((await agentRow(sarahId))!.bio).not.toBe('Sneaky bio');
    const res = await t.as('sarah').patch('/api/me/agent', { name: 'Sarah Chen', bio: 'New bio', seoSettings: { metaTitle: 'Sarah SEO', metaDescription: 'About Sarah', metaKeywords: 'toronto', ogImage: '' } });
    expect(res.status).toBe(200);
    expect(await agentRow(sarahId)).toMatchObject({ bio: 'New bio', isActive: true, seoSettings: { metaTitle: 'Sarah SEO', metaDescription: 'About Sarah', metaKeywords: 'toronto' } });
    const taken = await t.as('sarah').patch('/api/me/agent', { profileSlug: 'marcgagnon' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.message).toBe(agentsMessages.slugTaken);
    const empty = await t.as('sarah').patch('/api/me/agent', { profileSlug: '' });
    expect((await json(empty)).error.fields.profileSlug).toBe(agentsMessages.slugEmpty);
    expect((await agentRow(sarahId))!.profileSlug).toBe('sarahchen');
  });

  it("answers 404 'Agent not found' to a signed-in admin without an agent record", async () => {
    const { agent } = await createUserWithPassword(t.db, { email: 'bare-admin@example.test', password: 'bare-admin-pass', role: 'admin', name: 'Bare Admin' });
    await t.db.delete(agents).where(eq(agents.id, agent!.id));
    const cookie = await t.signIn('bare-admin@example.test', 'bare-admin-pass');
    for (const res of [await t.request('/api/me/agent', { cookie }), await t.withCookie(cookie).patch('/api/me/agent', { title: 'x' })]) {
      expect(res.status).toBe(404);
      expect((await json(res)).error).toEqual({ code: 'not_found', message: agentsMessages.notFound });
    }
  });

  it('refuses anonymous callers (401) and the super admin (403, the console is theirs)', async () => {
    expect((await t.request('/api/me/agent')).status).toBe(401);
    expect((await t.as('admin').get('/api/me/agent')).status).toBe(403);
    expect((await t.as('admin').patch('/api/me/agent', { title: 'x' })).status).toBe(403);
  });
});
