import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyPolicyVersions } from '@maple/db/schema/privacy-policy-versions';
import { demoSiteSettings } from '@maple/db/seed/demo-site-settings';
import { defaultPolicyText } from '@maple/shared/messages/privacy-policy';
import type { PrivacyPolicyAnswer } from '@maple/shared/schemas/privacy-policy';
import { loadEnv } from '../../lib/env.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { policyConfigurationFromEnv } from './outside-processors.ts';

const hour = 3600_000;
const customPolicy = '# Our privacy promise\n\nWe keep your details safe and answer every request within 30 days.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** A signed-in read is never served from the kept public copy, so each one reads the policy afresh. */
const freshPolicy = async (): Promise<PrivacyPolicyAnswer> => json(await t.as('sarah').get('/api/privacy-policy'));
const saveSettings = async (changes: Partial<typeof demoSiteSettings>) => {
  const res = await t.as('admin').put('/api/admin/settings', { ...demoSiteSettings, ...changes });
  expect(res.status).toBe(200);
};

describe('GET /api/privacy-policy', () => {
  it('publishes the default generated from the settings while the brokerage has written none, to anyone', async () => {
    const res = await t.anonymous.get('/api/privacy-policy');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const body: PrivacyPolicyAnswer = await json(res);
    expect(body.markdown).toContain('Priya Natarajan is our privacy officer');
    expect(body.markdown).toContain(defaultPolicyText.processorsNone);
    expect(body.updatedAt).toBe(t.clock.now().toISOString());
  });

  it('dates a text from when it was first published: the date moves when the text changes, and only then', async () => {
    const first = await freshPolicy();
    t.clock.advance(2 * hour);
    expect((await freshPolicy()).updatedAt).toBe(first.updatedAt);

    // The brokerage writes its own policy: that text, from now.
    await saveSettings({ privacyPolicy: customPolicy });
    const custom = await freshPolicy();
    expect(custom.markdown).toBe(customPolicy);
    expect(custom.updatedAt).toBe(t.clock.now().toISOString());
    const customDate = custom.updatedAt;

    // Another setting changes; the custom text does not, nor does its date.
    t.clock.advance(hour);
    await saveSettings({ privacyPolicy: customPolicy, phone: '416-555-0999' });
    expect(await freshPolicy()).toEqual({ markdown: customPolicy, updatedAt: customDate });

    // Back to the default: the default is in force again from now, and the history keeps all three.
    t.clock.advance(hour);
    await saveSettings({ privacyPolicy: '', phone: demoSiteSettings.phone });
    const again = await freshPolicy();
    expect(again.markdown).toBe(first.markdown);
    expect(again.updatedAt).toBe(t.clock.now().toISOString());
    const history = await t.db.select().from(privacyPolicyVersions).orderBy(asc(privacyPolicyVersions.version));
    expect(history.map((v) => [v.version, v.markdown === customPolicy, v.inForceFrom.toISOString()])).toEqual([
      [1, false, first.updatedAt],
      [2, true, customDate],
      [3, false, again.updatedAt],
    ]);
  });

  it('a setting the default policy quotes changes the published text and its date, and shows at once on the kept public copy', async () => {
    const before = await json(await t.anonymous.get('/api/privacy-policy'));
    t.clock.advance(hour);
    await saveSettings({ privacyOfficer: { name: 'Jordan Lee', email: 'privacy@harbour.example' } });
    const after: PrivacyPolicyAnswer = await json(await t.anonymous.get('/api/privacy-policy'));
    expect(after.markdown).toContain('Jordan Lee is our privacy officer');
    expect(after.markdown).toContain('[privacy@harbour.example](mailto:privacy@harbour.example)');
    expect(after.updatedAt).not.toBe(before.updatedAt);
    expect(after.updatedAt).toBe(t.clock.now().toISOString());
    await saveSettings({});
  });

  it('names each active webhook receiver, and drops one that is switched off', async () => {
    const created = await t.as('admin').post('/api/admin/webhooks', { url: 'https://crm.partner.example/maple', events: ['lead.created'] });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    expect((await freshPolicy()).markdown).toContain('at crm.partner.example:');
    expect((await t.as('admin').patch(`/api/admin/webhooks/${id}`, { isActive: false })).status).toBe(200);
    expect((await freshPolicy()).markdown).not.toContain('crm.partner.example');
    expect((await t.as('admin').delete(`/api/admin/webhooks/${id}`)).status).toBe(204);
  });
});

describe('GET /api/admin/privacy-policy/default', () => {
  it('gives the super admin the default to start from, even while an own policy is published', async () => {
    await saveSettings({ privacyPolicy: customPolicy });
    const res = await t.as('admin').get('/api/admin/privacy-policy/default');
    expect(res.status).toBe(200);
    const { markdown, markdownFr } = await json(res);
    expect(markdown).toContain('Priya Natarajan is our privacy officer');
    // The French default names the person in charge as Law 25 s. 3.1 words it.
    expect(markdownFr).toContain('Priya Natarajan');
    expect(markdownFr).not.toContain('is our privacy officer');
    expect((await freshPolicy()).markdown).toBe(customPolicy);
    await saveSettings({});
    expect((await freshPolicy()).markdown).toBe(markdown);
  });

  it('is the console’s alone', async () => {
    expect((await t.anonymous.get('/api/admin/privacy-policy/default')).status).toBe(401);
    expect((await t.as('sarah').get('/api/admin/privacy-policy/default')).status).toBe(403);
  });
});

describe('the configuration behind the default policy', () => {
  const env = (variables: Record<string, string>) =>
    loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'maple-policy-')), AUTH_SECRET: 'a'.repeat(32), SECRET_KEY: 'b'.repeat(32), ...variables });

  it('names the mail provider, the file storage and the AI service the server was started with, and the chat says an outside service reads it', async () => {
    const configured = env({
      SMTP_URL: 'smtp://user:pass@smtp.mailprovider.example:587',
      S3_BUCKET: 'maple-files',
      S3_ENDPOINT: 'https://objects.storage.example',
      CHAT_MODEL_URL: 'https://models.ai.example/v1',
      CHAT_MODEL: 'small-model',
    });
    const app = await createTestApp({ privacyPolicy: policyConfigurationFromEnv(configured, {}), chat: { model: configured.chatModel } });
    try {
      const { markdown } = await json(await app.anonymous.get('/api/privacy-policy'));
      for (const host of ['smtp.mailprovider.example', 'objects.storage.example', 'models.ai.example']) expect(markdown).toContain(host);
      const site = await json(await app.anonymous.get('/api/site'));
      expect(site.chatUsesOutsideService).toBe(true);
      // The visitor learns that an outside service is involved, never its address.
      expect(JSON.stringify(site)).not.toContain('models.ai.example');
    } finally {
      await app.close();
    }
  });

  it('without them, the chat tells the visitor no outside service reads its messages', async () => {
    const site = await json(await t.anonymous.get('/api/site'));
    expect(site.chatUsesOutsideService).toBe(false);
  });
});

describe('GET /privacy', () => {
  it('is a page of the site, with its own title and description', async () => {
    const res = await t.request('/privacy');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Privacy Policy | Maple Mortgage Team</title>');
    expect(html).toContain('How we collect, use, share and protect your personal information');
    const sitemap = await (await t.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/privacy</loc>');
  });
});
