import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';
import { leads } from '@maple/db/schema/leads';
import { insertLead } from '@maple/db/seed/factories';
import { createTestApp, json, testOrigin, type TestApp } from '../../test/test-app.ts';

// Decision 059: a disabled sign-in user's agent leaves every public answer and page, and comes
// back when the user is enabled again; the leads already theirs stay where they are.
let t: TestApp;
let sarah: { agentId: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ leadsPerTenMinutes: 1000 });
  const [row] = await t.db.select({ agentId: agents.id, userId: user.id }).from(agents).innerJoin(user, eq(user.id, agents.userId)).where(eq(agents.profileSlug, 'sarahchen'));
  sarah = { agentId: row!.agentId, userId: row!.userId! };
});
afterAll(() => t.close());

const setDisabled = async (disabled: boolean) => expect((await t.as('admin').patch(`/api/admin/users/${sarah.userId}`, { disabled })).status).toBe(200);

const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

/** Everything a visitor (or a crawler) can learn about Sarah, read anonymously. */
async function publicView() {
  const directory = (await json(await t.request('/api/agents'))).agents as { id: string }[];
  const options = (await json(await t.request('/api/agents/options'))).agents as { id: string }[];
  const posts = (await json(await t.request('/api/blog'))).items as { slug: string; author: { id: string } | null }[];
  const postPage = await (await t.request('/blog/fixed-or-variable-2026')).text();
  return {
    inDirectory: directory.some((a) => a.id === sarah.agentId),
    inOptions: options.some((a) => a.id === sarah.agentId),
    profileBySlug: (await t.request('/api/agents/sarahchen')).status,
    profileById: (await t.request(`/api/agents/${sarah.agentId}`)).status,
    profilePage: (await t.request('/agents/sarahchen')).status,
    inSitemap: (await (await t.request('/sitemap.xml')).text()).includes(`${testOrigin}/agents/sarahchen`),
    bylineOfHerPost: posts.find((p) => p.slug === 'fixed-or-variable-2026')?.author?.id === sarah.agentId,
    profileLinkInPostJsonLd: JSON.stringify(jsonLdOf(postPage)).includes('/agents/sarahchen'),
    pageView: (await t.anonymous.post('/api/events/page-view', { agentId: sarah.agentId })).status,
  };
}

const shown = { inDirectory: true, inOptions: true, profileBySlug: 200, profileById: 200, profilePage: 200, inSitemap: true, bylineOfHerPost: true, profileLinkInPostJsonLd: true };
const hidden = { inDirectory: false, inOptions: false, profileBySlug: 404, profileById: 404, profilePage: 404, inSitemap: false, bylineOfHerPost: false, profileLinkInPostJsonLd: false, pageView: 404 };

describe('a disabled agent (decision 059)', () => {
  it('disappears from every public answer and page, kept answers included, and comes back when enabled', async () => {
    // Read once first, so that the cached public answers (decision 042) hold Sarah.
    expect(await publicView()).toMatchObject(shown);

    await setDisabled(true);
    expect(await publicView()).toEqual(hidden);

    await setDisabled(false);
    expect(await publicView()).toMatchObject(shown);
  });

  it('keeps the leads already theirs, and takes no new one from the public forms', async () => {
    const before = await insertLead(t.db, { agentId: sarah.agentId, clientEmail: 'kept.with.sarah@example.com' });
    await setDisabled(true);
    try {
      const [kept] = await t.db.select({ agentId: leads.agentId }).from(leads).where(eq(leads.id, before.id));
      expect(kept!.agentId).toBe(sarah.agentId);

      const chosen = await t.anonymous.post('/api/leads', { kind: 'contact', firstName: 'Picks', lastName: 'Sarah', email: 'picks.sarah@example.com', phone: '416-555-0100', comments: 'Call me', consent: true, agentId: sarah.agentId });
      expect(chosen.status).toBe(400);
      expect((await json(chosen)).error.fields).toHaveProperty('agentId');

      // Nor from the brokerage's routing: the turns go round the agents the public can see.
      const { settings } = await json(await t.as('admin').get('/api/admin/settings'));
      expect((await t.as('admin').put('/api/admin/settings', { ...settings, leadRouting: 'round-robin' })).status).toBe(200);
      try {
        const routed = [];
        for (let i = 0; i < 4; i++) {
          const res = await t.anonymous.post('/api/leads', { kind: 'contact', firstName: 'Routed', lastName: `No ${i}`, email: `routed.${i}@example.com`, phone: '416-555-0100', comments: 'Call me', consent: true });
          const [row] = await t.db.select({ agentId: leads.agentId }).from(leads).where(eq(leads.id, (await json(res)).id));
          routed.push(row!.agentId);
        }
        expect(routed.every((agentId) => agentId !== null)).toBe(true);
        expect(routed).not.toContain(sarah.agentId);
      } finally {
        await t.as('admin').put('/api/admin/settings', settings);
      }
    } finally {
      await setDisabled(false);
    }
  });
});
