// The console's Inoreader tab: the configuration (secrets encrypted, never sent back), the
// connection test, the OAuth connection with a state bound to the super admin's session, and the
// RSS/Atom feed list whose additions must parse. Outside services are a local fixture server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inoreaderConfig, inoreaderOauthStates } from '@maple/db/schema/inoreader-config';
import { newsCacheState, newsFeeds } from '@maple/db/schema/news';
import { inoreaderMessages as m } from '@maple/shared/messages/news';
import { createLogger } from '../../lib/logger.ts';
import { makeItems, startNewsFixture, type NewsFixture } from '../../test/news-fixture.ts';
import { findConfig, withInoreader } from './inoreader-store.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let fixture: NewsFixture;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  fixture = await startNewsFixture();
  t = await createTestApp({
    news: {
      inoreaderApiUrl: `${fixture.base}/reader/api/0`,
      inoreaderOauthUrl: `${fixture.base}/oauth2`,
      allowPrivate: (_address, port) => port === fixture.port,
      timeoutMs: 1000,
    },
  });
  admin = await t.as('admin').cookie();
}, 90_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

beforeEach(async () => {
  fixture.inoreader.mode = 'ok';
  fixture.inoreader.validToken = 'token-1';
  fixture.inoreader.firstPage = makeItems(fixture.base, 12, 'Ino');
  await t.db.delete(inoreaderConfig);
  await t.db.delete(newsFeeds);
});

const full = { appId: 'app-1', appKey: 'key-1', accessToken: 'token-1', userId: '1005' };

describe('PUT /api/admin/news-config', () => {
  it('stores the app key and token as ciphertext and never sends them back', async () => {
    const res = await t.as('admin').put('/api/admin/news-config', full);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ configured: true, appId: 'app-1', userId: '1005', appKeySet: true, accessTokenSet: true, isActive: true });
    expect(JSON.stringify(body)).not.toContain('key-1');
    expect(JSON.stringify(body)).not.toContain('token-1');
    const [row] = await t.db.select().from(inoreaderConfig);
    expect(row!.appKey).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(row!.accessToken).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(row!.appKey).not.toContain('key-1');
    expect(t.secrets.decryptSecret(row!.accessToken)).toBe('token-1');
    const read = await json(await t.as('admin').get('/api/admin/news-config'));
    expect(JSON.stringify(read)).not.toMatch(/key-1|token-1|v1:/);
  });

  it('requires all four fields with the spec message; a stored secret may be left blank to keep it', async () => {
    const missing = await t.as('admin').put('/api/admin/news-config', { appId: '', appKey: 'k', accessToken: 't', userId: '' });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toMatchObject({ message: m.required, fields: { appId: m.required, userId: m.required } });
    const noSecrets = await t.as('admin').put('/api/admin/news-config', { appId: 'a', userId: 'u' });
    expect((await json(noSecrets)).error.fields).toEqual({ appKey: m.required, accessToken: m.required });
    expect(await t.db.select().from(inoreaderConfig)).toHaveLength(0);

    await t.as('admin').put('/api/admin/news-config', full);
    const [before] = await t.db.select().from(inoreaderConfig);
    const kept = await t.as('admin').put('/api/admin/news-config', { appId: 'app-2', userId: '1005', appKey: '', accessToken: '' });
    expect(kept.status).toBe(200);
    const [after] = await t.db.select().from(inoreaderConfig);
    expect(after).toMatchObject({ appId: 'app-2', appKey: before!.appKey, accessToken: before!.accessToken });
  });

  it('drops the news cache so the next visit reads the new source', async () => {
    await t.request('/api/news');
    expect(await t.db.select().from(newsCacheState)).toHaveLength(1);
    await t.as('admin').put('/api/admin/news-config', full);
    expect(await t.db.select().from(newsCacheState)).toHaveLength(0);
    expect((await json(await t.request('/api/news'))).source).toBe('inoreader');
  });
});

describe('POST /api/admin/news-config/test', () => {
  it('answers success for a working configuration', async () => {
    await t.as('admin').put('/api/admin/news-config', full);
    expect(await json(await t.as('admin').post('/api/admin/news-config/test'))).toEqual({ success: true, message: m.testSuccess });
  });

  it("answers 'Failed to connect to Inoreader API' for a refused token or no configuration", async () => {
    expect(await json(await t.as('admin').post('/api/admin/news-config/test'))).toEqual({ success: false, message: m.testFailed });
    await t.as('admin').put('/api/admin/news-config', { ...full, accessToken: 'wrong' });
    expect(await json(await t.as('admin').post('/api/admin/news-config/test'))).toEqual({ success: false, message: 'Failed to connect to Inoreader API' });
  });
});

describe('OAuth: POST /api/admin/news-config/oauth and /oauth/callback', () => {
  const start = async (cookie = admin) => {
    const res = await t.withCookie(cookie).post('/api/admin/news-config/oauth');
    expect(res.status).toBe(200);
    const url = new URL((await json(res)).url);
    return { url, state: url.searchParams.get('state')! };
  };

  it('links to the consent page with a state, exchanges the code and stores the tokens encrypted', async () => {
    await t.as('admin').put('/api/admin/news-config', { ...full, accessToken: 'typed' });
    const { url, state } = await start();
    expect(url.origin + url.pathname).toBe(`${fixture.base}/oauth2/auth`);
    expect(url.searchParams.get('client_id')).toBe('app-1');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/admin/inoreader-callback');
    expect(state.length).toBeGreaterThan(20);

    const res = await t.as('admin').post('/api/admin/news-config/oauth/callback', { code: 'good-code', state });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ oauthConnected: true, accessTokenSet: true });
    const [row] = await t.db.select().from(inoreaderConfig);
    expect(t.secrets.decryptSecret(row!.accessToken)).toBe(fixture.inoreader.validToken);
    expect(row!.refreshToken).toMatch(/^v1:/);
    expect(t.secrets.decryptSecret(row!.refreshToken!)).toBe('oauth-refresh');
    // The state is single-use.
    expect((await t.as('admin').post('/api/admin/news-config/oauth/callback', { code: 'good-code', state })).status).toBe(400);
  });

  it('refuses a wrong state, and a state started in another session', async () => {
    await t.as('admin').put('/api/admin/news-config', full);
    await start();
    const wrong = await t.as('admin').post('/api/admin/news-config/oauth/callback', { code: 'good-code', state: 'not-the-state' });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.message).toBe(m.oauthStateInvalid);

    const { state } = await start();
    // A second session of the same user: a fresh sign-in, not the app's shared one.
    const otherSession = await t.signIn('admin@demo.maple.test');
    const stolen = await t.withCookie(otherSession).post('/api/admin/news-config/oauth/callback', { code: 'good-code', state });
    expect(stolen.status).toBe(400);
    const [row] = await t.db.select().from(inoreaderConfig);
    expect(row!.refreshToken).toBeNull();
  });

  it('refuses an expired state', async () => {
    await t.as('admin').put('/api/admin/news-config', full);
    const { state } = await start();
    await t.db.update(inoreaderOauthStates).set({ expiresAt: new Date(t.clock.now().getTime() - 1000) });
    expect((await t.as('admin').post('/api/admin/news-config/oauth/callback', { code: 'good-code', state })).status).toBe(400);
  });

  it('renews an expired access token with the refresh token before reading the stream', async () => {
    await t.as('admin').put('/api/admin/news-config', full);
    const { state } = await start();
    await t.as('admin').post('/api/admin/news-config/oauth/callback', { code: 'good-code', state });
    await t.db.update(inoreaderConfig).set({ tokenExpiresAt: new Date(t.clock.now().getTime() - 1000) });
    const calls = fixture.oauth.refreshCalls;
    expect(await json(await t.as('admin').post('/api/admin/news-config/test'))).toMatchObject({ success: true });
    expect(fixture.oauth.refreshCalls).toBe(calls + 1);
    const [row] = await t.db.select().from(inoreaderConfig);
    expect(t.secrets.decryptSecret(row!.accessToken)).toBe(`refreshed-${fixture.oauth.refreshCalls}`);
  });

  it('renews an expired token once when several processes find it expired together (issue 25)', async () => {
    await t.as('admin').put('/api/admin/news-config', full);
    const { state } = await start();
    await t.as('admin').post('/api/admin/news-config/oauth/callback', { code: 'good-code', state });
    await t.db.update(inoreaderConfig).set({ tokenExpiresAt: new Date(t.clock.now().getTime() - 1000) });
    // Each caller holds the same expired row, as processes that read it at the same moment would.
    const stale = (await findConfig(t))!;
    const deps = { db: t.db, clock: t.clock, logger: createLogger('silent'), news: t.news, secrets: t.secrets };
    const calls = fixture.oauth.refreshCalls;
    const tokens = await Promise.all([1, 2, 3].map(() => withInoreader(deps, stale, async (credentials) => credentials.accessToken)));
    // One refresh: the callers that waited for the row took the token the first one stored.
    expect(fixture.oauth.refreshCalls).toBe(calls + 1);
    expect(tokens).toEqual([1, 2, 3].map(() => `refreshed-${calls + 1}`));
  });
});

describe('GET/PUT /api/admin/news-feeds', () => {
  it('adds feeds that parse, keeps their order, removes and reorders in one save', async () => {
    const good = `${fixture.base}/feeds/good.xml`;
    const other = `${fixture.base}/feeds/other.xml`;
    const saved = await t.as('admin').put('/api/admin/news-feeds', { feeds: [{ url: good, title: 'Good' }, { url: other }] });
    expect(saved.status).toBe(200);
    expect((await json(saved)).feeds.map((f: { url: string }) => f.url)).toEqual([good, other]);
    const reordered = await json(await t.as('admin').put('/api/admin/news-feeds', { feeds: [{ url: other }] }));
    expect(reordered.feeds).toMatchObject([{ url: other, title: null, position: 0 }]);
    expect((await json(await t.as('admin').get('/api/admin/news-feeds'))).feeds).toHaveLength(1);
  });

  it.each([
    ['malformed', '/feeds/malformed.xml'],
    ['an HTML page', '/feeds/html'],
    ['missing', '/feeds/none.xml'],
    ['redirecting to a private address', '/feeds/redirect-private.xml'],
  ])('refuses to add a feed that is %s, saving nothing', async (_name, path) => {
    const res = await t.as('admin').put('/api/admin/news-feeds', { feeds: [{ url: `${fixture.base}/feeds/other.xml` }, { url: `${fixture.base}${path}` }] });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({ message: m.feedUnreadable, fields: { 'feeds.1.url': m.feedUnreadable } });
    expect(await t.db.select().from(newsFeeds)).toHaveLength(0);
  });

  it('refuses addresses that are not http(s), and duplicates', async () => {
    for (const feeds of [[{ url: 'file:///etc/passwd' }], [{ url: 'javascript:alert(1)' }], [{ url: `${fixture.base}/feeds/good.xml` }, { url: `${fixture.base}/feeds/good.xml` }]]) {
      expect((await t.as('admin').put('/api/admin/news-feeds', { feeds })).status).toBe(400);
    }
  });
});
