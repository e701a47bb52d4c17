// An agent's profile images: stored, the column updated, the previous file of ours removed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { storedFiles } from '@maple/db/schema/stored-files';
import { multipart, phonePhoto, smallPng, startStorageTestApp, storageDrivers, svgWithScript } from '../../test/upload-fixtures.ts';
import { json, type TestApp } from '../../test/test-app.ts';

describe.each(storageDrivers)('agent profile images on the %s driver', (_driver, startStorage) => {
  let t: TestApp;
  let close: () => Promise<void>;
  let sarahId: string;

  beforeAll(async () => {
    ({ t, close } = await startStorageTestApp(startStorage));
    sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
  });
  afterAll(() => close());

  const agentRow = async () => (await t.db.select().from(agents).where(eq(agents.id, sarahId)))[0]!;

  it('stores a headshot, points headshot_url at it, and replaces it: the old file and its row are gone', async () => {
    const first = await t.as('sarah').post('/api/me/agent/images/headshot', multipart(await phonePhoto(), 'me.jpg', 'image/jpeg'));
    expect(first.status).toBe(200);
    const { url: firstUrl } = await json(first);
    expect(firstUrl).toMatch(new RegExp(`^/files/agent-headshots/${sarahId}/\\d+-[0-9a-f]{8}-me-\\d+x\\d+\\.webp$`));
    expect((await agentRow()).headshotUrl).toBe(firstUrl);
    expect((await t.request(firstUrl)).status).toBe(200);
    const firstKey = firstUrl.replace('/files/agent-headshots/', '');
    const [firstRow] = await t.db.select().from(storedFiles).where(eq(storedFiles.key, firstKey));
    expect(firstRow).toMatchObject({ agentId: sarahId, bucket: 'agent-headshots' });

    const second = await t.as('sarah').post('/api/me/agent/images/headshot', multipart(await smallPng(), 'me-again.png', 'image/png'));
    const { url: secondUrl } = await json(second);
    expect((await agentRow()).headshotUrl).toBe(secondUrl);
    expect((await t.request(firstUrl)).status).toBe(404);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, firstKey))).toEqual([]);
    for (const variant of firstRow!.variants) expect(await t.storage.stat('agent-headshots', variant.key)).toBeNull();
  });

  it.each([
    ['banner', 'bannerImageUrl', 'agent-banners'],
    ['logo', 'agentLogoUrl', 'agent-branding'],
    ['badge1', 'badge1Url', 'agent-branding'],
    ['badge2', 'badge2Url', 'agent-branding'],
    ['background', 'customBackgroundImage', 'agent-branding'],
  ] as const)('writes the %s to %s in %s', async (kind, column, bucket) => {
    const res = await t.as('sarah').post(`/api/me/agent/images/${kind}`, multipart(await smallPng(), `${kind}.png`, 'image/png'));
    expect(res.status).toBe(200);
    const { url } = await json(res);
    expect(url.startsWith(`/files/${bucket}/${sarahId}/`)).toBe(true);
    expect((await agentRow())[column]).toBe(url);
  });

  it('lets the super admin set any agent’s image, and answers 404 for an unknown agent or kind', async () => {
    const res = await t.as('admin').post(`/api/admin/agents/${sarahId}/images/banner`, multipart(await smallPng(), 'banner.png', 'image/png'));
    expect(res.status).toBe(200);
    expect((await agentRow()).bannerImageUrl).toBe((await json(res)).url);
    const unknown = await t.as('admin').post('/api/admin/agents/00000000-0000-4000-8000-000000000000/images/banner', multipart(await smallPng(), 'b.png', 'image/png'));
    expect(unknown.status).toBe(404);
    expect((await t.as('sarah').post('/api/me/agent/images/passport', multipart(await smallPng(), 'b.png'))).status).toBe(404);
  });

  it('refuses an SVG headshot and leaves the column as it was', async () => {
    const before = (await agentRow()).headshotUrl;
    const res = await t.as('sarah').post('/api/me/agent/images/headshot', multipart(svgWithScript, 'me.svg', 'image/svg+xml'));
    expect(res.status).toBe(415);
    expect((await agentRow()).headshotUrl).toBe(before);
  });
});
